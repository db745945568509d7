import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

import { TAP_CARD } from "./play";

// Shared steps of the table's browser tests: short games made through the API (few
// colours, quick bots), screenshots under .reports/, and the two checks every screen
// must pass: no horizontal scrolling (sideways.ts) and no serious or critical axe
// violations.

import { expectNoSidewaysScroll } from "./sideways";

export { expectNoSidewaysScroll };

type BotLevel = "random" | "beginner";
type SeatSpec = { kind: "human" } | { kind: "bot"; level: BotLevel };

/**
 * A guest at this page's browser sits at a new table with bots; the page opens it.
 * Tests that play a whole game take the random bot: against the Beginner, whose
 * lowest-card-first play the clicking player often mirrors, a short deck can still
 * cycle for hundreds of turns (see SHORT_DECK in play.ts).
 */
export async function openBotTable(
  page: Page,
  bots: number,
  colors: string[],
  turnTimerSeconds: number | null = null,
  level: BotLevel = "beginner",
  options: Record<string, unknown> = {},
): Promise<string> {
  const call = async (path: string, input: unknown) => {
    const res = await page.request.post(`/api/trpc/${path}`, { data: { json: input } });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { result: { data: { json: unknown } } }).result.data
      .json;
  };
  await call("session.playAsGuest", { name: "Tess" });
  const seats: SeatSpec[] = [
    { kind: "human" },
    ...Array.from({ length: bots }, () => ({
      kind: "bot" as const,
      level,
    })),
  ];
  const table = (await call("lobby.create", {
    seats,
    options: { colors, ...options },
    turnTimerSeconds,
  })) as { id: string };
  await call("lobby.start", { gameId: table.id });
  await page.goto(`/table/${table.id}`);
  await tableReady(page);
  return table.id;
}

/**
 * Waits for React to take over the server-rendered table: a tap before that is lost
 * (a person's too, but a test taps within milliseconds of the page arriving).
 */
export async function tableReady(page: Page) {
  await expect(page.locator(".game-table[data-hydrated='true']")).toBeVisible();
}

/** Lays the first three cards face up (setup), by taps. */
export async function layFaceUp(page: Page) {
  const cards = page
    .getByRole("region", { name: "your cards" })
    .locator(
      "button.card-button:enabled:not([aria-disabled='true']):not([aria-pressed='true'])",
    );
  for (let i = 0; i < 3; i++) await cards.first().click(TAP_CARD);
  await page.getByRole("button", { name: "Lay these face up" }).click();
}

export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `../../.reports/playwright/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

/** The page fits the screen and axe finds nothing serious; then a screenshot. */
export async function looksRight(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page, name);
  await expectAxeClean(page, name);
  await shoot(page, testInfo, name);
}

/** No serious or critical accessibility violations on what the page shows now. */
export async function expectAxeClean(page: Page, what: string) {
  // Next streams a page's metadata after its body: a busy machine can run axe in
  // between and find no <title> (seen once on the rematch table).
  await expect.poll(() => page.title(), { message: `${what} has a title` }).not.toBe("");
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
  expect(bad, `axe on ${what}`).toEqual([]);
}

/**
 * Opens a tab of the table's side panel (History, Talk, Rules, Settings): on a phone
 * through its tool button (the panel is a drawer there), on a wide screen by its tab.
 */
export async function openTableTab(page: Page, name: string) {
  // Named "Talk (2 new)" while something is unread.
  const named = new RegExp(`^${name}\\b`);
  const tool = page
    .getByRole("group", { name: "game details" })
    .getByRole("button", { name: named });
  const tab = page.getByRole("tab", { name: named });
  // Whichever this screen shows, once the table is there.
  await expect(tool.or(tab).first()).toBeVisible();
  await ((await tool.isVisible()) ? tool : tab).click();
  await expect(
    page.getByRole("tabpanel", { name: new RegExp(`^${name}`) }),
  ).toBeVisible();
  // A drawer: nothing may lie over its tabs (the site's header once did).
  const close = page
    .getByRole("complementary", { name: "game details" })
    .getByRole("button", { name: "Close" });
  if (await close.isVisible()) {
    await expectUncovered(close, "the drawer's Close");
    await expectUncovered(
      page.getByRole("tab", { selected: true }),
      "the drawer's open tab",
    );
  }
}

/** The element is what a tap on its middle reaches: nothing is drawn over it. */
export async function expectUncovered(locator: Locator, what: string) {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(
            box.x + box.width / 2,
            box.y + box.height / 2,
          );
          return hit !== null && element.contains(hit);
        }),
      { message: `nothing lies over ${what}` },
    )
    .toBe(true);
}

/** The site's header with its links in sight: a small screen folds them into a menu. */
export async function openSiteMenu(page: Page) {
  // Named by what it controls: its label is in the page's language ("Menü").
  const button = page.locator("button[aria-controls='site-menu']");
  const menu = page.locator("#site-menu");
  // Again if a page's navigation closed it just as it was found open.
  await expect(async () => {
    if ((await button.isVisible()) && !(await menu.isVisible())) await button.click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return page.locator(".site-nav");
}
