import { expect, test } from "./fixtures";
import { playNowWithShortDeck, playUntilOver } from "./play";

test("a new visitor plays a whole game against a bot, then finds it in their history and replays it", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // A whole game with all seven colours can run to the 2,000-turn limit at the speed a
  // browser plays (once 16 minutes in CI). The test alone, never the product, asks the
  // server for two colours (see keepOnlyColours): it rewrites the intent Play now sends.
  const rewritten = await playNowWithShortDeck(page);
  // One request opens the table and deals it: the page never calls lobby.start.
  const starts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("lobby.start")) starts.push(request.url());
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Play now against a bot" }).click();
  await page.waitForURL(/\/table\//);
  await expect(page.getByRole("region", { name: "pile" })).toBeVisible();
  await expect(page.getByTestId("status")).toContainText("Pick the three cards");
  await page.screenshot({
    path: `../../.reports/playwright/table-setup-${testInfo.project.name}.png`,
    fullPage: true,
  });

  expect(rewritten()).toBe(1);
  expect(starts).toEqual([]);
  await playUntilOver(page, 240_000);
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

  // Under the replay, the player's own decisions analysed: progress, then key moments
  // (the clicking player above picks at random half the time: it usually makes mistakes).
  const analysis = page.getByRole("region", { name: "analysis" });
  await analysis.getByRole("button", { name: "Analyse my play" }).click();
  await expect(analysis).toContainText(/Your key moments|No key moments/, {
    timeout: 90_000,
  });
  // A short game can hold no mistake worth showing (once in CI: 9 decisions, all about
  // as good as the expert's); the rest needs a key moment to open.
  if (await analysis.getByText("No key moments").isVisible()) {
    test.info().annotations.push({ type: "note", description: "no key moments" });
    return;
  }
  const open = analysis.getByRole("button", { name: /^Show move \d+ on the replay$/ });
  const label = (await open.first().textContent()) ?? "";
  const seq = Number(label.match(/move (\d+)/)?.[1]);
  await open.first().click();
  // The replay opens at the position of that decision, naming both moves.
  await expect(step).toContainText(`Move ${seq - 1} of ${total}`);
  await expect(page.locator(".key-moment")).toContainText(
    /You chose to .+ The expert would .+: about \d+\s?%\./, // "94%" or "94 %", as the language writes it
  );
  await page.screenshot({
    path: `../../.reports/playwright/analysis-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
