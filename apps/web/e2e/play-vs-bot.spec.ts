import { expect, test } from "./fixtures";
import { playUntilOver } from "./play";

test("a new visitor plays a whole game against a bot, then finds it in their history and replays it", async ({
  page,
}, testInfo) => {
  test.setTimeout(1_020_000); // a whole game: see playUntilOver
  await page.goto("/");
  await page.getByRole("button", { name: "Play now against a bot" }).click();
  await page.waitForURL(/\/table\//);
  await expect(page.getByRole("region", { name: "pile" })).toBeVisible();
  await expect(page.getByTestId("status")).toContainText("Pick the three cards");
  await page.screenshot({
    path: `../../.reports/playwright/table-setup-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await playUntilOver(page);
  await expect(page.getByRole("region", { name: "result" })).toContainText(
    "penalty point",
  );
  await page.screenshot({
    path: `../../.reports/playwright/table-game-over-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The finished game is in the player's history…
  await page.goto("/profile");
  const history = page.getByRole("region", { name: "match history" });
  await expect(history).toContainText("Match history (1)");
  // …and its replay steps forward and back through every move.
  await history.getByRole("link", { name: "Replay" }).click();
  await page.waitForURL(/\/replay\//);
  const step = page.getByTestId("replay-step");
  await expect(step).toContainText(/Move 0 of \d+/);
  const total = Number((await step.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(3);
  await page.getByRole("button", { name: "Forward", exact: true }).click();
  await page.getByRole("button", { name: "Forward", exact: true }).click();
  await expect(step).toContainText(`Move 2 of ${total}`);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(step).toContainText(`Move 1 of ${total}`);
  await page.getByRole("button", { name: "End", exact: true }).click();
  await expect(page.getByRole("region", { name: "result" })).toBeVisible();
});
