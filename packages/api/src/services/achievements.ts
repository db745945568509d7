// Achievements: a few steps worth marking (docs/achievements.md lists them with what
// earns each). The rule here is pure: given an ended game as the games repository
// sees it in the ending's transaction (seats, result, every move's events, the
// championship it decides), it names who earned what; the repository stores each at
// most once per player. Guests earn them too (on their Player, which an account keeps
// when the guest signs up).
//
// A game counts for a person only if it was played to its end by them, unaided:
// not abandoned (everyone left), no hint asked, and their seat never handed to its bot
// (a resign, or three timeouts in a row). A game that does not count earns nothing,
// the championship it decides included.
import { championshipOver, championshipStandings } from "@3u3d/engine";
import { BOT_LEVELS, type BotLevel } from "@3u3d/ai";
import type {
  AchievementRule,
  Award,
  ChampionshipSoFar,
  GameToJudge,
  FinishedSeat,
} from "@3u3d/db/repositories";

/** Days in a row of daily puzzles solved that earn `puzzle-streak-7`. */
export const PUZZLE_STREAK_DAYS = 7;

/**
 * Every achievement, in the order profiles list them. The keys are stored: never rename
 * one. `beat-<level>` for each bot level (BOT_LEVELS' ids).
 */
export const ACHIEVEMENTS = [
  "first-win",
  ...BOT_LEVELS.map(({ level }) => `beat-${level}` as const),
  "win-without-pickup",
  "triple-clear",
  "championship-win",
  "puzzle-streak-7",
] as const;

export type AchievementKey = (typeof ACHIEVEMENTS)[number];

export const isAchievementKey = (key: string): key is AchievementKey =>
  (ACHIEVEMENTS as readonly string[]).includes(key);

/** Keys in the catalogue's order (what the ending and profiles list them in). */
export const inCatalogueOrder = (keys: string[]) =>
  keys
    .filter(isAchievementKey)
    .sort((a, b) => ACHIEVEMENTS.indexOf(a) - ACHIEVEMENTS.indexOf(b));

/** The game counts for the person in this seat (see the header). */
export function gameCountsFor(game: GameToJudge, seat: FinishedSeat): boolean {
  return (
    seat.playerId !== null &&
    !game.abandoned &&
    !game.hintsUsed &&
    !seat.botControlled &&
    !seat.resigned
  );
}

/** Which achievements an ended game earns (the games repository applies it in the ending). */
export const judgeAchievements: AchievementRule = (game) => {
  const awards: Award[] = [];
  const champion = championOf(game.championship, game.seats.length);
  for (const seat of game.seats) {
    const playerId = seat.playerId;
    if (!playerId || !gameCountsFor(game, seat)) continue;
    for (const key of earnedBy(game, seat.seat, champion)) awards.push({ playerId, key });
  }
  return awards;
};

function earnedBy(game: GameToJudge, seat: number, champion: number | null) {
  const keys: AchievementKey[] = [];
  const won = game.result.winner === seat;
  if (won) keys.push("first-win");
  for (const level of botsBeaten(game, seat)) keys.push(`beat-${level}`);
  if (won && !pickedUp(game, seat)) keys.push("win-without-pickup");
  if (clearedWithThree(game, seat)) keys.push("triple-clear");
  if (champion === seat) keys.push("championship-win");
  return keys;
}

/**
 * The levels of the bots this seat went out before: beating a bot is getting rid of
 * every card first (heads-up: winning). A person's seat handed to its bot is not a bot.
 */
function botsBeaten(game: GameToJudge, seat: number): BotLevel[] {
  const out = game.result.order;
  const mine = out.indexOf(seat);
  if (mine < 0) return [];
  const levels = new Set<BotLevel>();
  for (const other of game.seats) {
    if (other.playerId !== null || !isLevel(other.botLevel)) continue;
    const theirs = out.indexOf(other.seat);
    if (theirs < 0 || theirs > mine) levels.add(other.botLevel);
  }
  return BOT_LEVELS.map((l) => l.level).filter((level) => levels.has(level));
}

const isLevel = (level: string | null): level is BotLevel =>
  BOT_LEVELS.some((l) => l.level === level);

const pickedUp = (game: GameToJudge, seat: number) =>
  game.moves.some((events) => events.some((e) => e.type === "pickup" && e.seat === seat));

/** The seat's play made three of a number in a row and cleared the pile (Palace: four of a kind). */
const clearedWithThree = (game: GameToJudge, seat: number) =>
  game.moves.some((events) =>
    events.some(
      (e) =>
        e.type === "clear" && e.seat === seat && (e.by === "triple" || e.by === "four"),
    ),
  );

/**
 * The seat that wins the championship this game decided: over now and not before it,
 * and first in the standings alone (a shared first place earns nobody the title).
 */
function championOf(champ: ChampionshipSoFar | null, players: number): number | null {
  if (!champ || champ.games.length === 0) return null;
  const rules = {
    players,
    games: champ.targetGames ?? undefined,
    targetScore: champ.targetScore ?? undefined,
  };
  if (!championshipOver(rules, champ.games)) return null;
  if (championshipOver(rules, champ.games.slice(0, -1))) return null;
  const [first, second] = championshipStandings(players, champ.games);
  if (!first || second?.place === first.place) return null;
  return first.seat;
}

/**
 * A daily-puzzle streak's award: `puzzle-streak-7` once `days` (solved in a row, up to
 * today) reaches PUZZLE_STREAK_DAYS. The house stores it when a day's first solve
 * extends the streak (the puzzle service's onStreak); inside another transaction, use
 * @3u3d/db's `awardAchievements(tx, awards, null)`. Either way it is kept once.
 */
export function puzzleStreakAwards(playerId: string, days: number): Award[] {
  return days >= PUZZLE_STREAK_DAYS ? [{ playerId, key: "puzzle-streak-7" }] : [];
}
