import { expect, test } from "./fixtures";
import { keepOnlyColours, playUntilOver, SHORT_DECK } from "./play";

test("a two-game championship against a bot shows correct standings", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one championship run is enough");
  test.setTimeout(480_000); // two short games
  await page.goto("/championships");
  const form = page.getByRole("form", { name: "create a championship" });
  await form.getByLabel("Name").fill("Two quick ones");
  await form.getByRole("spinbutton", { name: "number of games" }).fill("2");
  await keepOnlyColours(form, SHORT_DECK);
  await form.getByRole("button", { name: "Start the championship" }).click();

  for (let game = 1; game <= 2; game++) {
    await page.waitForURL(/\/table\//);
    await playUntilOver(page, 200_000);
    await page
      .getByRole("link", { name: "Championship standings and next game" })
      .click();
    await page.waitForURL(/\/championships\//);
    await expect(page.getByText(`${game} played`)).toBeVisible();
    if (game === 1)
      await page.getByRole("button", { name: "Deal the next game" }).click();
  }
  await expect(page.getByText("the championship is over")).toBeVisible();

  // Standings: each seat's total is the sum of its scores in the two games, lowest first.
  const games = await page
    .getByRole("listitem")
    .filter({ hasText: "Replay" })
    .allTextContents();
  expect(games).toHaveLength(2);
  const perGame = games.map((g) => (g.split(" · ")[0] ?? "").split(" / ").map(Number));
  const rows = await page
    .getByRole("table", { name: "standings" })
    .locator("tbody tr")
    .all();
  const standings = await Promise.all(
    rows.map(async (r) => (await r.locator("td").allTextContents()).map((t) => t.trim())),
  );
  const totals = standings.map((cells) => Number(cells[2]));
  expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  const expected = [0, 1]
    .map((seat) => perGame[0]![seat]! + perGame[1]![seat]!)
    .sort((a, b) => a - b);
  expect(totals).toEqual(expected);
});
