import {
  expect,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";

import { COLOR_NAMES } from "@3u3d/engine";

import { noPause } from "./no-pause";

/**
 * Plays this page's turns the way a person would — pick cards, press Play; lay three
 * face up in setup; pick up or turn a face-down card when that is all there is — until
 * the game is over. Half the time the lowest card offered (the table sorts the hand),
 * half the time any card at random: either way alone can pass the same cards back and
 * forth with a bot for hundreds of turns (lowest-first is the Beginner's own play; a
 * random pick once cycled with the Card shark for 2,000 turns, before the bots broke
 * circles), and mixing the two breaks such cycles.
 */
// Browser games are short decks (keepOnlyColours): with all seven colours a game that
// cycles can run for hundreds of turns, many minutes at browser speed.
export async function playUntilOver(
  page: Page,
  budgetMs = 200_000,
  /** The regions' names in the page's language (English unless a test says otherwise). */
  names = { result: "result", moves: "your moves", cards: "your cards" },
): Promise<void> {
  const over = page.getByRole("region", { name: names.result });
  const moves = page.getByRole("region", { name: names.moves });
  // Enabled-ness is part of each selector: the table re-renders under our feet, and
  // asking a vanished element whether it is enabled would wait forever.
  const selectors = {
    primary: "button.primary:enabled",
    // Never the Hint button: it is advice, not a move.
    other: "button:not(.primary):not(.hint-button):enabled",
    card: "button.card-button:enabled:not([aria-disabled='true']):not([aria-pressed='true'])",
  };
  const primary = moves.locator(selectors.primary);
  const otherMoves = moves.locator(selectors.other);
  const cards = page.getByRole("region", { name: names.cards }).locator(selectors.card);
  // What the loop asks each time round, in one trip to the browser: a game is hundreds
  // of rounds, and each separate question cost as much as a click.
  const look = () =>
    page.evaluate(
      ({ names, selectors }) => {
        const region = (name: string) => {
          const el = document.querySelector(`section[aria-label="${name}"]`);
          return el && el.getClientRects().length > 0 ? el : null;
        };
        const moves = region(names.moves);
        return {
          over: region(names.result) !== null,
          moves: moves !== null,
          primary: moves?.querySelectorAll(selectors.primary).length ?? 0,
          other: moves?.querySelectorAll(selectors.other).length ?? 0,
          cards: region(names.cards)?.querySelectorAll(selectors.card).length ?? 0,
        };
      },
      { names, selectors },
    );
  const click = (target: Locator) =>
    target
      .first()
      .click({ timeout: 1_500 })
      .catch(() => undefined);
  const clickAny = async (target: Locator, count: number) => {
    const pick = Math.random() < 0.5 ? 0 : Math.floor(Math.random() * count);
    await target
      .nth(pick)
      .click({ timeout: 1_500, ...TAP_CARD })
      .catch(() => undefined);
  };

  // The card flights are off while the loop plays, as for a player who prefers reduced
  // motion: in headless Chromium without a GPU they kept the page's main thread busy,
  // and every look and click waited for them (a look took about 380 ms with them and
  // 80 ms without; docs/benchmarks.md). The motion has tests of its own
  // (table-motion.spec.ts, and table.spec.ts's reduced-motion test).
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    const deadline = Date.now() + budgetMs;
    while (Date.now() < deadline) {
      const now = await look();
      if (now.over) break;
      if (!now.moves) {
        // Not our turn, or our only option is turning a face-down card over.
        if (now.cards > 0) await clickAny(cards, now.cards);
        else await page.waitForTimeout(50);
        continue;
      }
      if (now.primary > 0) await click(primary);
      else if (now.cards > 0) await clickAny(cards, now.cards);
      else if (now.other > 0) await click(otherMoves);
      else await page.waitForTimeout(50);
    }
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  await expect(over).toBeVisible();
}

/**
 * The deck of games a test plays to the end. playUntilOver's clicking can pass the same
 * cards back and forth with a bot: until the 2,000-turn limit (R-LIMIT), over 16 minutes
 * at browser speed, before the bots broke circles from turn 300 (@3u3d/ai's
 * circle-breaker), and still for hundreds of turns since. Measured with the engine against the Card shark: all seven colours
 * and three colours both reach the limit in about 1 game in 100; two colours reached
 * it in none of 1,000 (longest 131 turns). Against the Beginner even two colours cycle
 * (7 in 100), so tests that play a whole game face the Card shark or the random bot.
 */
/**
 * Where a test taps a card: its top-left corner, as a person taps the part they see. A
 * large hand overlaps its cards, so a card's middle may lie under its neighbour.
 */
export const TAP_CARD = { position: { x: 10, y: 30 } } as const;

export const SHORT_DECK = ["red", "green"] as const;

/**
 * "Play now" has no form to choose colours in, so the test alone (never the product)
 * rewrites the intent the button sends to ask for SHORT_DECK. Returns how many
 * requests it rewrote, for the test to check that it did.
 */
export async function playNowWithShortDeck(page: Page): Promise<() => number> {
  let rewritten = 0;
  // lobby.create anywhere in a batch's path: the header's live parts may send a call in
  // the same batch ahead of it (a phone in CI once did, and the deck was not shortened).
  await page.route(/\/api\/trpc\/(?:[^/?]*,)?lobby\.create(?:[,?]|$)/, async (route) => {
    rewritten++;
    const body = route.request().postDataJSON() as Record<
      string,
      { json: { options?: Record<string, unknown> } }
    >;
    // A batch may carry other calls beside lobby.create (the page's presence
    // heartbeat, say): the path names them in the body's order.
    const path = new URL(route.request().url()).pathname.replace("/api/trpc/", "");
    path.split(",").forEach((procedure, i) => {
      const call = body[String(i)];
      if (procedure === "lobby.create" && call)
        call.json.options = { ...call.json.options, colors: [...SHORT_DECK] };
    });
    await route.continue({ postData: JSON.stringify(body) });
  });
  return () => rewritten;
}

/** Chooses "Fewer colours" in a create-table or championship form, as a person would. */
export async function keepOnlyColours(form: Locator, keep: readonly string[]) {
  await form.locator("details.table-options > summary").click();
  const colours = form.getByRole("group", { name: "Fewer colours" });
  for (const colour of COLOR_NAMES)
    if (!keep.includes(colour))
      await colours.getByRole("checkbox", { name: colour, exact: true }).uncheck();
}

/** Collects console errors of pages the fixture does not watch (extra browser contexts). */
export function watchConsole(page: Page, errors: string[]) {
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
}

/**
 * A second person in a browser of their own, at the first page's screen size, without
 * the table's pauses; their console errors are collected in `errors`.
 */
export async function secondPerson(browser: Browser, first: Page, testInfo: TestInfo) {
  const context = await browser.newContext({
    storageState: noPause(testInfo.project.use.baseURL ?? ""),
    viewport: first.viewportSize() ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  watchConsole(page, errors);
  return { page, errors, close: () => context.close() };
}
