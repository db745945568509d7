import { expect, test } from "./fixtures";
import { keepOnlyColours, playUntilOver, SHORT_DECK } from "./play";
import { expectAxeClean, expectNoSidewaysScroll } from "./table-helpers";

test("a two-game championship against a bot shows correct standings", async ({
  page,
}, testInfo) => {
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
    await page.getByRole("link", { name: "Championship standings" }).click();
    await page.waitForURL(/\/championships\//);
    await expect(page.getByText(`${game} played`)).toBeVisible();
    if (game === 1)
      await page.getByRole("button", { name: "Deal the next game" }).click();
  }
  await expect(page.getByText("the championship is over")).toBeVisible();

  await expect(page.locator(".championship-winner")).toHaveText(
    /^(You win|.+ wins|.+ share) the championship!$/,
  );

  // Standings: each game's points as a column; each seat's total is their sum, lowest first.
  const rows = await page
    .getByRole("table", { name: "standings" })
    .locator("tbody tr")
    .all();
  const standings = await Promise.all(
    rows.map(async (r) => (await r.locator("td").allTextContents()).map((t) => t.trim())),
  );
  expect(standings).toHaveLength(2);
  expect(standings[0]![0]).toBe("1st");
  for (const cells of standings)
    expect(Number(cells[4])).toBe(Number(cells[2]) + Number(cells[3]));
  const totals = standings.map((cells) => Number(cells[4]));
  expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  // Whoever has the lowest total is named.
  const first = standings[0]![1]!.replace(/ \(you\)$/, "");
  await expect(page.locator(".championship-winner")).toContainText(
    standings[0]![1]!.endsWith("(you)") ? "You" : first,
  );
  await expect(page.getByRole("link", { name: "Replay of game 2" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the championship's end");
  await expectAxeClean(page, "the championship's end");
  await page.screenshot({
    path: `../../.reports/championship-end-${testInfo.project.name}.png`,
  });
});
