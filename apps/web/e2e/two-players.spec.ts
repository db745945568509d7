import { expect, test } from "./fixtures";
import { noPause } from "./no-pause";
import {
  keepOnlyColours,
  playUntilOver,
  SHORT_DECK,
  TAP_CARD,
  watchConsole,
} from "./play";

test("two friends play each other through an invite link, live, never seeing each other's cards", async ({
  page: alice,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one two-browser game is enough");
  test.setTimeout(300_000); // a short game: see keepOnlyColours
  const bobContext = await browser.newContext({
    storageState: noPause(testInfo.project.use.baseURL ?? ""),
  });
  const bob = await bobContext.newPage();
  const bobErrors: string[] = [];
  watchConsole(bob, bobErrors);

  // Alice sets up a table for two humans and gets an invite link.
  await alice.goto("/");
  const form = alice.getByRole("form", { name: "create a table" });
  await form.getByLabel("Seat 2").selectOption("human");
  // Three players (the form keeps a bot in seat 3) need three colours.
  await keepOnlyColours(form, [...SHORT_DECK, "blue"]);
  await form.getByRole("button", { name: "Create the table" }).click();
  await alice.waitForURL(/\/table\//);
  const link = (await alice.getByTestId("invite-link").textContent()) ?? "";
  expect(link).toMatch(/\/join\/[A-Z2-9]{10}$/);

  // Bob follows it, keeps the name he is offered and takes the free seat.
  await bob.goto(link);
  await bob.getByRole("button", { name: "Take my seat" }).click();
  await bob.waitForURL(/\/table\//);
  await expect(bob.getByText("Waiting for the host to deal")).toBeVisible();
  await alice.getByRole("button", { name: "Deal the cards" }).click();

  // Setup: each holds six secret cards; neither page shows the other's.
  const handOf = async (page: typeof alice) =>
    page
      .getByTestId("hand")
      .locator("[data-card]")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-card") ?? ""));
  await expect(alice.getByTestId("hand").locator("[data-card]")).toHaveCount(6);
  await expect(bob.getByTestId("hand").locator("[data-card]")).toHaveCount(6);
  const [aliceSix, bobSix] = [await handOf(alice), await handOf(bob)];
  for (const card of aliceSix)
    await expect(bob.locator(`[data-card="${card}"]`)).toHaveCount(0);
  for (const card of bobSix)
    await expect(alice.locator(`[data-card="${card}"]`)).toHaveCount(0);

  // Both lay their cards face up, at the same time as people do: Bob is halfway through
  // his choice when Alice lays hers, and keeps what he has picked.
  const pick = async (page: typeof alice, count: number) => {
    for (let i = 0; i < count; i++)
      await page
        .getByRole("region", { name: "your cards" })
        .locator(
          "button.card-button:enabled:not([aria-disabled='true']):not([aria-pressed='true'])",
        )
        .first()
        .click(TAP_CARD);
  };
  const bobsPicks = bob
    .getByRole("region", { name: "your cards" })
    .locator("button.card-button[aria-pressed='true']");
  await pick(bob, 1);
  await pick(alice, 3);
  await alice.getByRole("button", { name: "Lay these face up" }).click();
  await expect(bob.getByTestId("seat-0")).toContainText("ready");
  await expect(bobsPicks).toHaveCount(1);
  await pick(bob, 2);
  await expect(bobsPicks).toHaveCount(3);
  await bob.getByRole("button", { name: "Lay these face up" }).click();
  const myTurn = async (page: typeof alice) =>
    ((await page.getByTestId("status").textContent()) ?? "").startsWith("Your turn");
  await expect
    .poll(async () => (await myTurn(alice)) || (await myTurn(bob)), { timeout: 5_000 })
    .toBe(true);
  const first = (await myTurn(alice))
    ? { mover: alice, watcher: bob }
    : { mover: bob, watcher: alice };
  await first.mover
    .getByRole("region", { name: "your cards" })
    .locator("button.card-button:enabled:not([aria-disabled='true'])")
    .first()
    .click(TAP_CARD);
  await first.mover.getByRole("button", { name: /^Play / }).click();
  await expect(
    first.watcher.getByRole("region", { name: "what happened" }),
  ).toContainText("plays", { timeout: 3_000 });
  // Now the watcher is to move and the mover cannot: the mover's hand is not on the watcher's page.
  for (const card of await handOf(first.mover))
    await expect(first.watcher.locator(`[data-card="${card}"]`)).toHaveCount(0);

  await Promise.all([playUntilOver(alice, 200_000), playUntilOver(bob, 200_000)]);
  await expect(bob.getByRole("region", { name: "result" })).toBeVisible();
  await alice.screenshot({
    path: "../../.reports/playwright/two-players-alice.png",
    fullPage: true,
  });
  expect(bobErrors).toEqual([]);
  await bobContext.close();
});
