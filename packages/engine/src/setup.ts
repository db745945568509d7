// Dealing and the setup phase (R-DEAL, R-SETUP, E-SWAP).
import { fullDeck, isCardCode } from "./cards";
import { resolveConfig } from "./config";
import { GameConfigError, IllegalMoveError } from "./errors";
import { pushEvent } from "./log";
import { removeCards } from "./multiset";
import { nextInt, seedRng, shuffleInPlace } from "./rng";
import type {
  CardCode,
  GameConfig,
  GameState,
  ResolvedConfig,
  Seat,
  SeatState,
} from "./types";

/** A new game, dealt, in the setup phase. */
export function createGame(config: GameConfig): GameState {
  const resolved = resolveConfig(config, seedForUnseededGame);
  const rng = seedRng(resolved.seed);
  const deck = orderDeck(resolved, config.deck, rng);

  const n = resolved.players;
  const seats: SeatState[] = Array.from({ length: n }, () => ({
    hand: [],
    faceUp: [],
    faceDown: [],
    six: [],
    chosen: null,
    out: false,
  }));
  let next = 0;
  const dealRounds = (rounds: number, zone: "faceDown" | "six") => {
    for (let round = 0; round < rounds; round++) {
      for (let i = 1; i <= n; i++) {
        const seat = seats[(resolved.dealer + i) % n]!;
        seat[zone].push(deck[next++]!);
      }
    }
  };
  dealRounds(3, "faceDown");
  dealRounds(6, "six");

  return {
    version: 1,
    config: resolved,
    phase: "setup",
    rng,
    draw: deck.slice(next).reverse(),
    pile: [],
    removed: [],
    seats,
    current: (resolved.dealer + 1) % n,
    direction: 1,
    owed: 0,
    colorSwapPending: false,
    turn: 0,
    order: [],
    winner: null,
    stalemate: false,
    eventSeq: 0,
    log: [],
  };
}

/**
 * The seed of a game created without one: the engine's only randomness outside the
 * seeded generator, and deliberately so — a caller that does not care (a quick test, a
 * tool) still gets a shuffled deal. It is drawn once, here, and written into the
 * state's config like any given seed, so from then on the game is as deterministic as
 * a seeded one: the same config, seed and moves replay it exactly (replay reads
 * `state.config.seed`). Whoever must be able to deal a game again passes a seed (the
 * server does: new-table.ts's newSeed). A given seed never reaches this function, so
 * dealing by seed does not depend on it.
 */
function seedForUnseededGame(): string {
  return Math.random().toString(36).slice(2, 12);
}

/** The deck, top card first: the listed cards, then the rest shuffled by the seed. */
function orderDeck(
  config: ResolvedConfig,
  top: CardCode[] | undefined,
  rng: GameState["rng"],
): CardCode[] {
  const oneDeck = fullDeck(
    config.ruleset,
    config.ruleset === "3up3down" ? config.options.colors : undefined,
  );
  const all: CardCode[] = [];
  for (let d = 0; d < config.decks; d++) all.push(...oneDeck);
  if (!top || top.length === 0) return shuffleInPlace(rng, all);
  if (!Array.isArray(top)) throw new GameConfigError("deck must be a list of card codes");
  for (const code of top) {
    if (!isCardCode(config.ruleset, code))
      throw new GameConfigError(
        `deck: "${String(code)}" is not a ${config.ruleset} card`,
      );
  }
  const rest = removeCards(all, top);
  if (!rest)
    throw new GameConfigError("deck lists more copies of a card than the game has");
  return [...top, ...shuffleInPlace(rng, rest)];
}

/** R-SETUP: a seat chooses its three face-up cards (with E-SWAP "chooseForLeft": its left neighbour's). */
export function applySetup(state: GameState, seatIndex: Seat, faceUp: unknown): void {
  const seat = state.seats[seatIndex]!;
  if (seat.chosen)
    throw new IllegalMoveError(
      "ALREADY_CHOSEN",
      "You have already chosen your face-up cards.",
    );
  if (
    !Array.isArray(faceUp) ||
    faceUp.length !== 3 ||
    !faceUp.every((c) => isCardCode(state.config.ruleset, c))
  ) {
    throw new IllegalMoveError(
      "BAD_SETUP",
      "Choose exactly three of your six cards to lay face up.",
    );
  }
  const kept = removeCards(seat.six, faceUp);
  if (!kept)
    throw new IllegalMoveError(
      "BAD_SETUP",
      "You can only lay face up cards from the six you were dealt.",
    );
  seat.chosen = [...faceUp];
  if (state.seats.every((s) => s.chosen)) startPlay(state);
}

function startPlay(state: GameState): void {
  const n = state.config.players;
  const forLeft = state.config.options.swap === "chooseForLeft";
  state.seats.forEach((seat, index) => {
    const chosen = seat.chosen!;
    seat.hand = removeCards(seat.six, chosen)!;
    const receiver = state.seats[forLeft ? (index + 1) % n : index]!;
    receiver.faceUp = [...chosen];
    seat.six = [];
  });
  state.seats.forEach((seat) => (seat.chosen = null));

  let swapped: Seat[] | null = null;
  if (state.config.options.swap === "random") {
    // Each seat takes the table cards (face-up with their face-down) of another seat.
    swapped = derangement(state, n);
    const tables = state.seats.map((s) => ({ faceUp: s.faceUp, faceDown: s.faceDown }));
    swapped.forEach((from, to) => {
      const seat = state.seats[to]!;
      const table = tables[from] as { faceUp: CardCode[]; faceDown: CardCode[] };
      seat.faceUp = table.faceUp;
      seat.faceDown = table.faceDown;
    });
  }
  state.phase = "play";
  state.current = (state.config.dealer + 1) % n;
  pushEvent(state, { type: "start", firstSeat: state.current, swapped });
}

/** A uniformly random permutation with no fixed point: nobody keeps their own table cards. */
function derangement(state: GameState, n: number): Seat[] {
  for (;;) {
    const perm = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = nextInt(state.rng, i + 1);
      [perm[i], perm[j]] = [perm[j]!, perm[i]!];
    }
    if (perm.every((v, i) => v !== i)) return perm;
  }
}
