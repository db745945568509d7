import { expect, test } from "./fixtures";
import { flightsOf, inside, watchFlights, type Flight } from "./flights";
import { TAP_CARD } from "./play";
import { layFaceUp, openBotTable, openTableTab } from "./table-helpers";

type Page = import("@playwright/test").Page;

// Issue #22's motion: a card played flies from where it really came from (the bot's
// chip, your own cards) to the pile, and drawn cards from the draw pile (flights.ts
// watches each flight's first keyframe: where the card starts).

/** The first card offered (its whole rank) and Play, or whatever else is offered. */
async function playOneTurn(page: Page) {
  const card = page
    .getByRole("region", { name: "your cards" })
    .locator(
      "button.card-button:enabled:not([aria-disabled='true']):not([aria-pressed='true'])",
    )
    .first();
  const moves = page.getByRole("region", { name: "your moves" });
  if ((await card.count()) > 0)
    await card.click({ timeout: 1_000, ...TAP_CARD }).catch(() => {});
  const primary = moves.locator("button.primary:enabled");
  await ((await primary.count()) > 0 ? primary : moves.locator("button:enabled"))
    .first()
    .click({ timeout: 1_000 })
    .catch(() => {});
}

test("a bot's card flies from the bot's seat to the pile, yours from your cards, live and in the replay", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.addInitScript(() =>
    localStorage.setItem(
      "3u3d.table-settings",
      JSON.stringify({ pace: "fast", sound: false, motion: true }),
    ),
  );
  await watchFlights(page);
  const gameId = await openBotTable(page, 1, ["red", "blue", "green"]);
  await layFaceUp(page);

  const status = page.getByTestId("status");
  const fromBot = (f: Flight) => f.onPile && inside(f.start, f.seats["1"]);
  const fromMe = (f: Flight) => f.onPile && inside(f.start, f.mine);
  const deadline = Date.now() + 60_000;
  let flights: Flight[] = [];
  while (Date.now() < deadline) {
    flights = await flightsOf(page);
    if (flights.some(fromBot) && flights.some(fromMe)) break;
    const text = (await status.textContent()) ?? "";
    if (!text.startsWith("Your turn")) {
      await page.waitForTimeout(100);
      continue;
    }
    await playOneTurn(page);
    await page.waitForTimeout(150);
  }
  const landings = flights.filter((f) => f.id === "flight-land");
  expect(landings.length, "cards landed on the pile").toBeGreaterThan(0);
  // Every card that lands on the pile starts at the bot's chip or in your own cards.
  for (const f of landings)
    expect(
      fromBot(f) || fromMe(f),
      `a landing started at ${JSON.stringify(f.start)}`,
    ).toBe(true);
  expect(flights.some(fromBot), "a bot's card started at its chip").toBe(true);
  expect(flights.some(fromMe), "your card started in your cards").toBe(true);
  // The cards you draw start at the draw pile.
  for (const f of flights.filter((f) => f.id === "flight-draw" && f.inHand))
    expect(inside(f.start, f.drawPile), "a drawn card started at the draw pile").toBe(
      true,
    );

  // A picture to look at: the bot's next card in flight, stopped early on its way.
  const caught = page
    .waitForFunction(
      () => {
        const { running, flights } = window as unknown as {
          running: Animation[];
          flights: Flight[];
        };
        const i = running.findIndex((a, k) => {
          const f = flights[k];
          const chip = f?.seats["1"];
          return (
            a.playState === "running" &&
            f?.id === "flight-land" &&
            !!f.start &&
            !!chip &&
            f.start.y <= chip.bottom
          );
        });
        const flying = running[i];
        if (!flying) return false;
        flying.pause();
        flying.currentTime = 70;
        return true;
      },
      undefined,
      { timeout: 15_000, polling: "raf" },
    )
    .then(() => true)
    .catch(() => false);
  // The bot answers in the same position that says "Your turn": wait for it, then
  // look before playing on.
  let stopped = false;
  void caught.then((yes) => (stopped = yes));
  for (let turn = 0; turn < 6; turn++) {
    await expect(status)
      .toHaveText(/^Your turn/, { timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForTimeout(200);
    if (stopped) break;
    await playOneTurn(page);
  }
  if (await caught) {
    await page.screenshot({
      path: `/tmp/motion-in-flight-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await page.evaluate(() => {
      for (const a of (window as unknown as { running: Animation[] }).running) a.finish();
    });
  }

  // The replay is the same table: stepping forward flies each card from its seat too.
  // (Replays open when the game is over: leaving, the only person, ends it.)
  page.once("dialog", (dialog) => void dialog.accept());
  await openTableTab(page, "Settings");
  await page.getByRole("button", { name: "Leave (the game ends)" }).click();
  await expect(page.getByText("Everyone left, so the game ended here.")).toBeVisible();
  await page.goto(`/replay/${gameId}?seat=0`);
  await expect(page.getByTestId("replay-step")).toContainText("Move 0 of");
  const forward = page.getByRole("button", { name: "Forward" });
  for (let step = 0; step < 12; step++) {
    if ((await flightsOf(page)).some((f) => f.id === "flight-land")) break;
    await forward.click();
    await page.waitForTimeout(100);
  }
  const replayed = (await flightsOf(page)).filter((f) => f.id === "flight-land");
  expect(replayed.length, "a card flew in the replay").toBeGreaterThan(0);
  for (const f of replayed) expect(fromBot(f) || fromMe(f)).toBe(true);
});
