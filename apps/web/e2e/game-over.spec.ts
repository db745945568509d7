import { expect, test } from "./fixtures";
import { playNowWithShortDeck, playUntilOver } from "./play";
import { expectAxeClean, expectNoSidewaysScroll } from "./table-helpers";

// The end of a rated game: places in finishing order, each seat's penalty with the
// cards that counted, why table cards do not count, the account's rating before and
// after, and "Play again" as the main button. An account (not a guest) so the game is
// rated and the rating change is shown.
test("game over shows places, the cards that counted and the rating change", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const username = `end_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  await page.goto("/signup");
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Name shown at the table (optional)").fill("Ann");
  await page.getByLabel(/^Password/).fill("correct-horse-battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/profile/);

  const rewritten = await playNowWithShortDeck(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Play now against a bot" }).click();
  await page.waitForURL(/\/table\//);
  expect(rewritten()).toBe(1);
  await playUntilOver(page, 240_000);

  const result = page.getByRole("region", { name: "result" });
  const places = result.getByRole("table", { name: "Places and penalty points" });
  await expect(places.locator("tbody tr")).toHaveCount(2);
  await expect(places.locator("tbody tr").nth(0).locator("td").first()).toHaveText("1st");
  await expect(places.locator("tbody tr").nth(1).locator("td").first()).toHaveText("2nd");
  // The winner has no cards left; the other seat's points are the cards in hand.
  await expect(places.locator("tbody tr.winner td").nth(2)).toHaveText("0");
  // A seat left with table cards is told they did not count, and why.
  const rule = result.getByText(
    "Only cards left in hand count, as the publisher's rules say; table cards count only with the house rule “Table cards count too”.",
  );
  if ((await result.getByText(/table cards?: not counted/).count()) > 0)
    await expect(rule).toBeVisible();
  else await expect(rule).toHaveCount(0);
  // Rated (an account, no hint): the account's rating from 1500 to where it is now.
  const change = result.getByTestId("rating-change");
  await expect(change).toHaveCount(1);
  await expect(change).toHaveText(/^1500 → \d{3,4} \([+−]\d+\)$/);
  await expect(page.getByRole("button", { name: "Play again" })).toHaveClass(/primary/);

  await expectNoSidewaysScroll(page, "the game-over table");
  await expectAxeClean(page, "the game-over table");
  // playUntilOver plays with motion off (play.ts says why), so the result came up
  // calm: open it again with motion on, as most players see it, for the pictures and
  // the celebration below.
  await page.reload();
  await expect(result).toBeVisible();
  // What the player sees when the game ends (the result is brought into view), and
  // the whole page.
  await page.waitForTimeout(800); // the scroll and the confetti settle
  await page.screenshot({
    path: `../../.reports/game-over-${testInfo.project.name}.png`,
  });
  await page.screenshot({
    path: `../../.reports/game-over-${testInfo.project.name}-full.png`,
    fullPage: true,
  });

  // The celebration: confetti and a glow with motion on; calm when the system asks for
  // reduced motion, and when the table's animations are off.
  await expect(result.locator(".confetti")).toHaveCount(1);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(page.getByRole("region", { name: "result" })).toBeVisible();
  await expect(page.locator(".confetti")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "result" })).not.toHaveClass(/celebrate/);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.evaluate(() =>
    localStorage.setItem(
      "3u3d.table-settings",
      JSON.stringify({ pace: "instant", sound: false, motion: false }),
    ),
  );
  await page.reload();
  await expect(page.getByTestId("rating-change")).toHaveCount(1);
  await expect(page.locator(".confetti")).toHaveCount(0);
});
