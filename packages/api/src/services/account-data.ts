// What an account may take with it and how it leaves. Deleting an account removes the
// user, its logins, its ratings and what it said at tables, but not the games it
// played: other people's histories and replays keep them, with the seat under an
// anonymous name.
import type { PlayersRepository, Repositories } from "@3u3d/db/repositories";

import type { Tables } from "../game-server/tables";
import { ratingSummary } from "./ratings";

/** The name a deleted account's seats show from then on. */
export const FORMER_PLAYER_NAME = "Former player";

/** Everything stored about the account, as one JSON document (the account page's download). */
export async function exportAccountData(
  repositories: Pick<
    Repositories,
    "players" | "ratings" | "talk" | "history" | "friends" | "achievements"
  >,
  userId: string,
) {
  const user = await repositories.players.account(userId);
  if (!user) throw new Error(`no account ${userId}`);
  const said = await repositories.talk.saidBy(user.players.map((p) => p.id));
  const players = await Promise.all(
    user.players.map(async (p) => ({
      playerId: p.id,
      name: p.displayName,
      createdAt: p.createdAt,
      ratings: (await repositories.ratings.ratingsOf(p.id)).map((r) => ({
        ruleset: r.ruleset,
        ...ratingSummary(r),
      })),
      games: (await repositories.history.playedGamesOf(p.id)).map((game) => ({
        gameId: game.gameId,
        ruleset: game.ruleset,
        startedAt: game.startedAt,
        finishedAt: game.finishedAt,
        championshipId: game.championshipId,
        seat: game.seat,
        won: game.winnerSeat === game.seat,
        penalty: game.scores[game.seat] ?? null,
      })),
      /** The achievements the player holds (docs/achievements.md), with the game that earned each. */
      achievements: (await repositories.achievements.of(p.id)).map((a) => ({
        key: a.key,
        gameId: a.gameId,
        earnedAt: a.earnedAt,
      })),
      /** Whom the player follows and whom they blocked (friends). */
      following: (await repositories.friends.following(p.id, 0)).map((f) => ({
        playerId: f.playerId,
        name: f.name,
      })),
      blocked: (await repositories.friends.blocked(p.id)).map((b) => ({
        playerId: b.playerId,
        name: b.name,
        since: b.since,
      })),
      /** What the player said at tables (texts, and reactions by their id). */
      talk: said
        .filter((line) => line.playerId === p.id)
        .map(({ gameId, kind, body, at }) => ({ gameId, kind, body, createdAt: at })),
    })),
  );
  return {
    format: "3up3down-account/1",
    exportedAt: new Date(),
    account: {
      username: user.username,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      linkedLogins: user.linkedProviders,
    },
    players,
  };
}

/**
 * Deletes the account. Games being played go on with a bot in the seat (or end, when
 * nobody else is left), open tables are left; then every seat the account held moves
 * to one new anonymous player (whom no cookie or session names, so nobody can act as
 * it) and the user, its players and their ratings are removed. The game server does
 * both steps (its tables' `leaveForGood`), so the live tables it holds show the former player's
 * name at once.
 */
export async function deleteAccount(
  players: PlayersRepository,
  tables: Pick<Tables, "leaveForGood">,
  userId: string,
): Promise<void> {
  await tables.leaveForGood(await players.unfinishedSeatsOf(userId), () =>
    players.deleteAccount(userId, FORMER_PLAYER_NAME),
  );
}
