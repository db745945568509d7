import { expectTwoGameChampionshipOver } from "./championship-end";
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
  // Standings: each game's points as a column; each seat's total is their sum, lowest first.
  const standings = await expectTwoGameChampionshipOver(page);
  expect(standings).toHaveLength(2);
  expect(standings[0]![0]).toBe("1st");
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
