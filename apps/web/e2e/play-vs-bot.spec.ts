import { expect, test } from "./fixtures";

test("a new visitor plays a whole game against a bot and sees the result", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/");
  await page.getByRole("button", { name: "Play now against a bot" }).click();
  await page.waitForURL(/\/table\//);
  await expect(page.getByRole("region", { name: "pile" })).toBeVisible();

  const gameOver = page.getByText("Game over");
  const moves = page.getByRole("region", { name: "your moves" }).getByRole("button");
  // Bounded by time, not turns: a rare game runs to the 2,000-turn stalemate limit.
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline && !(await gameOver.isVisible())) {
    const first = moves.first();
    if ((await moves.count()) > 0 && (await first.isEnabled().catch(() => false))) {
      // The first legal move every time: this test is about the flow, not the play.
      await first.click({ timeout: 2_000 }).catch(() => undefined);
    } else {
      await page.waitForTimeout(40);
    }
  }
  await expect(gameOver).toBeVisible();
  await expect(page.getByRole("region", { name: "result" })).toContainText(
    "penalty points",
  );
  await page.screenshot({
    path: "../../.reports/playwright/table-game-over.png",
    fullPage: true,
  });
});
