import { expect, test } from "./fixtures";
import { playNowWithShortDeck } from "./play";
import { expectAxeClean, expectNoSidewaysScroll } from "./table-helpers";

// Hints: the expert's move from the player's own view, with a reason in words; its
// cards lift, and playing it is one more press.

test("a hint on a practice table lifts the expert's cards and says why", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/practice");
  await page.getByRole("button", { name: "Deal" }).click();
  const hint = page.getByTestId("hint");
  const lifted = page
    .getByRole("region", { name: "your cards" })
    .locator("button.card-button[aria-pressed='true']");

  // R-SETUP: the hint picks three cards to lay face up.
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(hint).toContainText("Lay your strongest cards face up");
  await expect(lifted).toHaveCount(3);
  await page.screenshot({
    path: `../../.reports/playwright/hint-setup-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await page.getByRole("button", { name: "Lay these face up" }).click();
  await expect(hint).toHaveCount(0); // a hint is for the position it was asked at

  // In play: wait for a turn, ask, and play what the hint chose.
  for (let turn = 0; turn < 3; turn++) {
    await expect(page.getByTestId("status")).toHaveText(/^Your turn/, {
      timeout: 20_000,
    });
    await page.getByRole("button", { name: "Hint" }).click();
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText(/^Hint: [A-Z].+\.$/);
    if (turn === 0) {
      await page.screenshot({
        path: `../../.reports/playwright/hint-play-${testInfo.project.name}.png`,
        fullPage: true,
      });
      await expectNoSidewaysScroll(page, "a practice table with a hint");
      await expectAxeClean(page, "a practice table with a hint");
    }
    const play = page.getByRole("button", { name: /^Play (this card|these \d cards)$/ });
    if ((await lifted.count()) > 0) await play.click();
    else await page.locator(".hinted").first().click(); // pick up, or a face-down card
    await expect(hint).toHaveCount(0);
    if (await page.getByRole("region", { name: "result" }).isVisible()) break;
  }
});

test("against a bot on the server: a guest, whom nothing rates, is offered hints", async ({
  page,
}) => {
  const rewritten = await playNowWithShortDeck(page); // a short game
  await page.goto("/");
  await page.getByRole("button", { name: "Play now against a bot" }).click();
  await page.waitForURL(/\/table\//);
  expect(rewritten()).toBe(1);
  // A guest: nothing of theirs is rated, so the expert's advice is there.
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByTestId("hint")).toContainText(
    "Lay your strongest cards face up",
  );
});
