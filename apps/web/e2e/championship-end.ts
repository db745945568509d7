import { expect, type Page } from "@playwright/test";

/**
 * A two-game championship's end as its page shows it: over, the winner named, and the
 * standings in order with each total the sum of the two games. Returns the rows' cells
 * (place, player, game 1, game 2, total, games won).
 */
export async function expectTwoGameChampionshipOver(page: Page): Promise<string[][]> {
  await expect(page.getByText("the championship is over")).toBeVisible();
  await expect(page.locator(".championship-winner")).toHaveText(
    /^(You win|.+ wins|.+ share) the championship!$/,
  );
  const rows = await page
    .getByRole("table", { name: "standings" })
    .locator("tbody tr")
    .all();
  const cells = await Promise.all(
    rows.map(async (r) => (await r.locator("td").allTextContents()).map((t) => t.trim())),
  );
  for (const row of cells) expect(Number(row[4])).toBe(Number(row[2]) + Number(row[3]));
  const totals = cells.map((row) => Number(row[4]));
  expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  return cells;
}
