// The in-memory games repository's move path (contract.ts's GamePlay): a game loaded
// for play, every move against its version, the last move with its ending, an
// abandoned game's end, and a running game's seat changes.
/* eslint-disable @typescript-eslint/require-await -- the contract is asynchronous (PostgreSQL's side must be); memory answers at once */
import type { GamePlay } from "../contract";
import type { StoredGame } from "../types";
import type { MemoryStore } from "./store";

export function memoryPlay(kept: MemoryStore): GamePlay {
  const {
    clock,
    games,
    locked,
    copy,
    seatsOf,
    recordResult,
    onVersion,
    appendMove,
    ruleOf,
  } = kept;

  return {
    async load(gameId) {
      const game = games.get(gameId);
      if (!game) return null;
      const rematch = game.rematchId ? games.get(game.rematchId) : undefined;
      const stored: StoredGame = {
        id: game.id,
        status: game.status,
        version: game.version,
        state: copy(game.state),
        config: copy(game.row.config),
        ruleset: ruleOf(game),
        seatCount: game.seats.length,
        turnTimerSeconds: game.row.turnTimerSeconds,
        inviteCode: game.row.inviteCode,
        isPublic: game.row.isPublic,
        hostPlayerId: game.row.hostPlayerId,
        championshipId: game.row.championshipId,
        startedAt: game.startedAt,
        finishedAt: game.finishedAt,
        lastMoveAt: game.moves.at(-1)?.at ?? null,
        seats: seatsOf(game),
        rematch: rematch
          ? {
              gameId: rematch.id,
              inviteCode: rematch.row.inviteCode,
              hostPlayerId: rematch.row.hostPlayerId,
            }
          : null,
        rated: game.row.rated !== false,
        hintsUsed: game.hintsUsed,
        moveEvents: copy(game.moves.map((m) => m.events)) as StoredGame["moveEvents"],
        stateBytes: game.state ? JSON.stringify(game.state).length : 0,
        eventBytes: game.moves.reduce(
          (sum, m) => sum + JSON.stringify(m.events).length,
          0,
        ),
      };
      return stored;
    },

    async commitMove(game, record) {
      const stored = games.get(game.id);
      if (!onVersion(stored, game)) return null;
      return appendMove(stored, record);
    },

    async commitFinal(game, record, result) {
      return locked(game.id, async () => {
        const stored = games.get(game.id);
        if (!onVersion(stored, game)) return null;
        const at = appendMove(stored, record);
        stored.status = "FINISHED";
        stored.finishedAt = at;
        recordResult(stored, result);
        return at;
      });
    },

    abandon: (gameId, decide) =>
      locked(gameId, () => {
        const game = games.get(gameId);
        if (game?.status !== "PLAYING" || !game.state) return false;
        const result = decide(copy(game.state), seatsOf(game));
        if (!result) return false;
        game.status = "ABANDONED";
        game.finishedAt = new Date(clock.now());
        game.acting = [];
        recordResult(game, result);
        return true;
      }),

    async markHintsUsed(gameId) {
      const game = games.get(gameId);
      if (game?.status !== "PLAYING") return false;
      game.hintsUsed = true;
      return true;
    },

    async setBotControl(gameId, seat, botControlled) {
      const row = games.get(gameId)?.seats[seat];
      if (!row) return;
      row.botControlled = botControlled;
      row.resigned ||= botControlled;
      if (botControlled) row.handedOver ??= "resigned";
      if (!botControlled) row.timeouts = 0;
    },

    async recordTimeout(gameId, seat, handoverAfter) {
      const row = games.get(gameId)?.seats[seat];
      if (!row) return { handedOver: false };
      row.timeouts += 1;
      row.botControlled ||= row.timeouts >= handoverAfter;
      row.resigned ||= row.botControlled;
      if (row.timeouts >= handoverAfter) row.handedOver ??= "timedOut";
      return { handedOver: row.botControlled && row.timeouts === handoverAfter };
    },
  };
}
