import type { Page, TestInfo } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectAxeClean, expectNoSidewaysScroll, openTableTab } from "./table-helpers";

// Issue #23, table options: the create-table form's options reach the engine's config of
// the game, the table and the lists say what it plays by, and seven seats bring a second
// deck; the turn timer shows its default. Bots fill every other seat, so each table is
// dealt at once; nobody plays it out.

interface Snapshot {
  options: Record<string, unknown>;
  championshipId: string | null;
  view: {
    decks: number;
    players: number;
    drawPileCount: number;
    options: Record<string, unknown>;
  } | null;
}

/** The game as the API gives it to this browser's player (game.view). */
async function gameView(page: Page, gameId: string): Promise<Snapshot> {
  const input = encodeURIComponent(JSON.stringify({ json: { gameId } }));
  const res = await page.request.get(`/api/trpc/game.view?input=${input}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: { json: Snapshot } } }).result.data
    .json;
}

/** The create-table form with every seat beside yours a Beginner bot. */
async function botsOnly(page: Page, seats: number) {
  await page.goto("/");
  const form = page.getByRole("form", { name: "create a table" });
  const add = form.getByRole("button", { name: "Add a seat" });
  while ((await form.locator(".seat-choice").count()) < seats - 1) await add.click();
  const choices = form.locator(".seat-choice select");
  for (let i = 0; i < seats - 1; i++) await choices.nth(i).selectOption("beginner");
  return form;
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({
    path: `/tmp/options-${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });

const tableId = (page: Page) => new URL(page.url()).pathname.split("/").at(-1) ?? "";

test("a table created with two options plays by them: form, table, game config and list", async ({
  page,
}, testInfo) => {
  const form = await botsOnly(page, 2);
  const options = form.locator("details.table-options");
  const summary = options.getByTestId("options-summary");
  await expect(summary).toHaveText("Standard rules");
  await options.locator("summary").click();
  // Only 3UP 3DOWN's options, each with its line of explanation.
  await expect(options.getByRole("group", { name: "3UP 3DOWN options" })).toBeVisible();
  await expect(options.getByText("Equal cards allowed")).toHaveCount(0);
  await options.getByLabel("A 1 reverses play").check();
  await options.getByLabel("Swap table cards").selectOption("random");
  await expect(summary).toHaveText("A 1 reverses play · Table cards swapped at random");
  await expect(options).toContainText("each player's table cards go to another player");
  // Every table has a turn timer (issue #37, item 4): the default is chosen and says
  // so, and there is no "no limit" to pick.
  const timer = form.getByLabel("Time per move");
  await expect(timer).toHaveValue("300");
  await expect(timer.locator("option:checked")).toHaveText("5 minutes (default)");
  await expect(timer.locator("option", { hasText: /no limit/i })).toHaveCount(0);
  await expectNoSidewaysScroll(page, "the form with its options open");
  await expectAxeClean(page, "the form with its options open");
  await shot(page, testInfo, "form");

  await form.getByLabel(/List it as an open table/).check();
  await form.getByRole("button", { name: "Create the table" }).click();
  await page.waitForURL(/\/table\//);
  const gameId = tableId(page);

  // At the table: the summary, and every option with its setting behind it.
  const rules = page.locator("details.table-rules");
  await expect(rules.getByTestId("rules-summary")).toHaveText(
    "A 1 reverses play · Table cards swapped at random",
  );
  await openTableTab(page, "Rules");
  await expect(rules.locator("dd").first()).toBeVisible();
  await expectAxeClean(page, "the table with its rules open");
  await shot(page, testInfo, "table");

  // The game's engine config carries them: what was chosen, and the rules resolved.
  const game = await gameView(page, gameId);
  expect(game.options).toEqual({ reverseOnOne: true, swap: "random" });
  expect(game.view?.options).toMatchObject({
    reverseOnOne: true,
    swap: "random",
    drawInsteadOfPlay: false,
    continueAfterWinner: false,
  });

  // The home page lists the public game with what it plays by.
  await page.goto("/");
  await expect(
    page
      .getByRole("region", { name: "open tables" })
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="/table/${gameId}"]`) }),
  ).toContainText("3UP 3DOWN · A 1 reverses play · Table cards swapped at random");
});

test("R-DECK: a seven-seat table deals from two decks", async ({ page }, testInfo) => {
  const form = await botsOnly(page, 7);
  const summary = form.getByTestId("options-summary");
  await expect(summary).toHaveText("Standard rules · Two decks");
  await form.locator("details.table-options summary").click();
  await expect(form.locator("details.table-options")).toContainText(
    "Decks: two for 7 players",
  );
  // Too few colours for seven players is caught before it reaches the server.
  for (const colour of ["orange", "yellow", "green", "blue", "purple", "pink"])
    await form.getByLabel(colour, { exact: true }).uncheck();
  await expect(form.getByRole("alert")).toContainText("Too few colours for 7 players");
  await expect(form.getByRole("button", { name: "Create the table" })).toBeDisabled();
  await form.getByLabel("orange", { exact: true }).check();
  await form.getByLabel("yellow", { exact: true }).check();
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(summary).toHaveText("Only red, orange and yellow · Two decks");
  await shot(page, testInfo, "form-7");

  await form.getByRole("button", { name: "Create the table" }).click();
  await page.waitForURL(/\/table\//);
  await expect(page.getByTestId("rules-summary")).toHaveText(
    "Only red, orange and yellow · Two decks",
  );
  // Three colours twice over: 72 cards, 9 to each of the 7 seats, 9 left to draw.
  // The game waits for this player's setup, so nothing has been drawn yet.
  const game = await gameView(page, tableId(page));
  expect(game.view).toMatchObject({ players: 7, decks: 2, drawPileCount: 72 - 63 });
});

test("the lobby says what a table waiting for a friend plays by", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "create a table" });
  await form.locator(".seat-choice select").first().selectOption("human");
  await form.locator("details.table-options summary").click();
  await form.getByLabel("Draw instead of playing").check();
  await form.getByLabel("Table cards count too").check();
  await form.getByRole("button", { name: "Create the table" }).click();
  await page.waitForURL(/\/table\//);
  const lobby = page.getByRole("region", { name: "table lobby" });
  await expect(lobby).toContainText("3UP 3DOWN, 3 seats");
  await expect(lobby.getByTestId("rules-summary")).toHaveText(
    "Draw instead of playing · Table cards count too",
  );
  await lobby.locator("details.table-rules summary").click();
  // Issue #66: the rules at a glance say this table's rules, not the standard ones.
  const glance = lobby.getByRole("region", { name: "the rules at a glance" });
  await expect(glance).toContainText(
    "you may draw one instead of playing, whether or not you could play",
  );
  await expect(glance).not.toContainText("If you can play, you must.");
  await expect(glance).toContainText("every card they have left, table cards too");
  await expectNoSidewaysScroll(page, "the lobby with its rules open");
  await expectAxeClean(page, "the lobby with its rules open");
  await shot(page, testInfo, "lobby");
});

test("a championship offers its ruleset's options and keeps them for every game", async ({
  page,
}, testInfo) => {
  await page.goto("/championships");
  const form = page.getByRole("form", { name: "create a championship" });
  await form.getByLabel("Rules").selectOption("palace");
  const add = form.getByRole("button", { name: "Add a seat" });
  while (await add.isVisible()) await add.click();
  // Palace is for 2–5 players: you and four bots.
  await expect(form.getByLabel(/^Seat \d/)).toHaveCount(4);
  await form.locator("details.table-options summary").click();
  await expect(form.getByRole("group", { name: "Palace options" })).toBeVisible();
  await expect(form.getByLabel("A 1 reverses play")).toHaveCount(0);
  // Palace plays on after the winner unless the table says otherwise.
  await expect(form.getByLabel("Play on after the winner")).toBeChecked();
  await form.getByLabel("Equal cards allowed").check();
  await expect(form.getByTestId("options-summary")).toHaveText("Equal cards allowed");
  await expectAxeClean(page, "the championship form with its options open");
  await shot(page, testInfo, "championship-form");

  await form.getByRole("button", { name: "Start the championship" }).click();
  await page.waitForURL(/\/table\//);
  const game = await gameView(page, tableId(page));
  expect(game.options).toEqual({ equalAllowed: true });
  await page.goto(`/championships/${game.championshipId ?? ""}`);
  await expect(page.getByTestId("championship-rules")).toHaveText(
    "Palace · Equal cards allowed",
  );
});
