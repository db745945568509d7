import { expect, type Page } from "@playwright/test";

/**
 * Plays this page's turns the way a person would — pick cards, press Play; lay three
 * face up in setup; pick up or turn a face-down card when that is all there is — until
 * the game is over. Any card offered, chosen at random: the table sorts the hand, so
 * always taking the first card would be the Beginner bot's own lowest-card-first play,
 * and the two can pass the same cards back and forth until the turn limit.
 */
// Naive play can pass the pile back and forth for a long time; the 2,000-turn
// stalemate limit (R-LIMIT) still ends every game: ~400 s at test speed, 468 s seen in
// CI on a slow day, so the budget leaves room above that.
export async function playUntilOver(page: Page, budgetMs = 660_000): Promise<void> {
  const over = page.getByRole("region", { name: "result" });
  const moves = page.getByRole("region", { name: "your moves" });
  // Enabled-ness is part of each selector: the table re-renders under our feet, and
  // asking a vanished element whether it is enabled would wait forever.
  const primary = moves.locator("button.primary:enabled");
  const otherMoves = moves.locator("button:not(.primary):enabled");
  const cards = page
    .getByRole("region", { name: "your cards" })
    .locator("button.card-button:enabled:not([aria-pressed='true'])");
  const deadline = Date.now() + budgetMs;
  const click = (target: ReturnType<Page["locator"]>) =>
    target
      .first()
      .click({ timeout: 1_500 })
      .catch(() => undefined);
  const clickAny = async (target: ReturnType<Page["locator"]>) => {
    const count = await target.count();
    if (count === 0) return;
    await target
      .nth(Math.floor(Math.random() * count))
      .click({ timeout: 1_500 })
      .catch(() => undefined);
  };

  while (Date.now() < deadline) {
    if (await over.isVisible()) return;
    if (!(await moves.isVisible())) {
      // Not our turn, or our only option is turning a face-down card over.
      if ((await cards.count()) > 0) await clickAny(cards);
      else await page.waitForTimeout(50);
      continue;
    }
    if ((await primary.count()) > 0) await click(primary);
    else if ((await cards.count()) > 0) await clickAny(cards);
    else if ((await otherMoves.count()) > 0) await click(otherMoves);
    else await page.waitForTimeout(50);
  }
  await expect(over).toBeVisible();
}

/** Collects console errors of pages the fixture does not watch (extra browser contexts). */
export function watchConsole(page: Page, errors: string[]) {
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
}
