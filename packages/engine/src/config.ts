import { COLOR_NAMES, fullDeck } from "./cards";
import { GameConfigError } from "./errors";
import type {
  GameConfig,
  ResolvedConfig,
  ResolvedOptions,
  Ruleset,
  SwapMode,
} from "./types";

/** Every ruleset the engine plays, the default first. */
export const RULESETS = ["3up3down", "palace"] as const satisfies readonly Ruleset[];

/** E-SWAP's modes. */
export const SWAP_MODES = [
  "none",
  "random",
  "chooseForLeft",
] as const satisfies readonly SwapMode[];

export const PLAYER_LIMITS: Record<Ruleset, { min: number; max: number }> = {
  "3up3down": { min: 2, max: 12 },
  palace: { min: 2, max: 5 },
};

/** R-LIMIT */
export const TURN_LIMIT = 2000;

/** Cards each seat is dealt: three face down and six to choose from (R-DEAL). */
export const CARDS_PER_SEAT = 9;

/** Fills in every default and rejects what the rules do not allow. */
export function resolveConfig(
  config: GameConfig,
  fallbackSeed: () => string,
): ResolvedConfig {
  const ruleset: Ruleset = config.ruleset ?? "3up3down";
  if (ruleset !== "3up3down" && ruleset !== "palace")
    throw new GameConfigError(`unknown ruleset "${String(ruleset)}"`);
  const { min, max } = PLAYER_LIMITS[ruleset];
  const players = config.players;
  if (!Number.isInteger(players) || players < min || players > max) {
    throw new GameConfigError(
      `${ruleset} is for ${min} to ${max} players, not ${String(players)}`,
    );
  }
  const dealer = config.dealer ?? players - 1;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= players) {
    throw new GameConfigError(`dealer must be a seat from 0 to ${players - 1}`);
  }
  const o = config.options ?? {};
  if (ruleset === "palace") {
    if (o.reverseOnOne)
      throw new GameConfigError("E-REVERSE needs 1s: it is a 3up3down option");
    if (o.colorFour)
      throw new GameConfigError("E-COLOR4 needs colors: it is a 3up3down option");
    if (o.colors)
      throw new GameConfigError("palace uses one standard deck: no color choice");
  } else if (o.equalAllowed !== undefined && !o.equalAllowed) {
    throw new GameConfigError(
      "3up3down always allows equal cards: equalAllowed is a palace option",
    );
  }
  const swap = o.swap ?? "none";
  if (swap !== "none" && swap !== "random" && swap !== "chooseForLeft") {
    throw new GameConfigError(`unknown swap mode "${String(swap)}"`);
  }
  const colors = ruleset === "3up3down" ? resolveColors(o.colors) : [];
  const decks = ruleset === "3up3down" && players >= 7 ? 2 : 1;
  const deckSize =
    fullDeck(ruleset, ruleset === "3up3down" ? colors : undefined).length * decks;
  if (deckSize < CARDS_PER_SEAT * players + 1) {
    throw new GameConfigError(
      `${deckSize} cards are not enough for ${players} players (each needs ${CARDS_PER_SEAT}, plus one to draw): add colors`,
    );
  }
  const options: ResolvedOptions = {
    continueAfterWinner: o.continueAfterWinner ?? ruleset === "palace",
    drawInsteadOfPlay: o.drawInsteadOfPlay ?? false,
    reverseOnOne: o.reverseOnOne ?? false,
    swap,
    colorFour: o.colorFour ?? false,
    colors,
    equalAllowed: ruleset === "palace" ? (o.equalAllowed ?? false) : true,
    scoreTableCards: o.scoreTableCards ?? false,
  };
  const seed = config.seed ?? fallbackSeed();
  if (typeof seed !== "string") throw new GameConfigError("seed must be a string");
  return { ruleset, players, seed, dealer, decks, options };
}

function resolveColors(colors: string[] | undefined): string[] {
  if (colors === undefined) return [...COLOR_NAMES];
  if (!Array.isArray(colors) || colors.length === 0)
    throw new GameConfigError("colors must list at least one color");
  const known = new Set<string>(COLOR_NAMES);
  const seen = new Set<string>();
  for (const color of colors) {
    if (!known.has(color))
      throw new GameConfigError(
        `unknown color "${String(color)}" (use ${COLOR_NAMES.join(", ")})`,
      );
    if (seen.has(color)) throw new GameConfigError(`color "${color}" is listed twice`);
    seen.add(color);
  }
  // Keep the deck's own color order so the same subset always builds the same deck.
  return COLOR_NAMES.filter((name) => seen.has(name));
}
