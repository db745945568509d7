// Issue #63: the path the app suggests (play as a guest, then make an account) must not
// cost the game. Signing up or in from a table happens in a dialog over it: the guest
// stays seated, the table keeps running behind it, and the seat is the account's —
// a new one's, or one made before (its seat is brought along). (That the finished
// game is the account's, as played, is packages/api's sign-up-mid-game.test.ts.)
import { expect, test } from "./fixtures";
import { noPause } from "./no-pause";
import { keepOnlyColours, SHORT_DECK, TAP_CARD, watchConsole } from "./play";
import { expectAxeClean, shoot, tableReady } from "./table-helpers";

test("a guest signs up, another signs in, in the middle of a game, and both are still seated", async ({
  page: alice,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one two-browser game is enough");
  const bob = await (
    await browser.newContext({
      storageState: noPause(testInfo.project.use.baseURL ?? ""),
    })
  ).newPage();
  const errors: string[] = [];
  watchConsole(bob, errors);

  await alice.goto("/");
  const form = alice.getByRole("form", { name: "create a table" });
  await form.getByLabel("Seat 2").selectOption("human");
  await form.getByLabel("Seat 3").selectOption("human");
  await keepOnlyColours(form, [...SHORT_DECK, "blue"]);
  await form.getByRole("button", { name: "Create the table" }).click();
  await alice.waitForURL(/\/table\//);
  const link = (await alice.getByTestId("invite-link").textContent()) ?? "";
  await bob.goto(link);
  await bob.getByRole("button", { name: "Take my seat" }).click();
  await bob.waitForURL(/\/table\//);
  const table = bob.url();
  // Cleo has an account from before, but plays here as a guest on this browser.
  const cleoContext = await browser.newContext({
    storageState: noPause(testInfo.project.use.baseURL ?? ""),
  });
  const cleoAccount = `cleo${Date.now().toString(36)}`;
  const signedUp = await cleoContext.request.post("/api/trpc/account.signUp", {
    data: {
      json: { username: cleoAccount, password: "a long enough password", name: "Cleo" },
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const cleo = await cleoContext.newPage();
  watchConsole(cleo, errors);
  await cleo.goto(link);
  await cleo.getByRole("button", { name: "Take my seat" }).click();
  await cleo.waitForURL(/\/table\//);
  await alice.getByRole("button", { name: "Deal the cards" }).click();
  await expect(bob.getByTestId("hand").locator("[data-card]")).toHaveCount(6);

  // Bob signs up from the header: a dialog over the table, not another page.
  await bob.getByRole("button", { name: "Sign up" }).click();
  const dialog = bob.getByRole("dialog", { name: "Create an account" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You stay at the table");
  await shoot(bob, testInfo, "sign-up-at-table");
  await expectAxeClean(bob, "the sign-up dialog over a table");
  const username = `bob${Date.now().toString(36)}`;
  await dialog.getByLabel("User name").fill(username);
  await dialog
    .getByLabel("Password (at least 10 characters)")
    .fill("a long enough password");
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog).toBeHidden();
  await expect(bob.getByRole("button", { name: "Sign out" })).toBeVisible();

  // Still at the same table, in the same seat: his six cards, and his choice to make.
  expect(bob.url()).toBe(table);
  await expect(bob.getByTestId("hand").locator("[data-card]")).toHaveCount(6);
  await expect(bob.getByRole("button", { name: "Choose 3 more" })).toBeVisible();

  // He lays three face up while Alice still chooses: his choice shows on his table
  // cards, and his hand keeps the other three (issue #63, item 5).
  const hand = bob.getByTestId("hand");
  for (let i = 0; i < 3; i++)
    await hand
      .locator("button.card-button[aria-pressed='false']")
      .first()
      .click(TAP_CARD);
  await bob.getByRole("button", { name: "Lay these face up" }).click();
  const tableCards = bob.getByRole("group", { name: "your table cards" });
  await expect(tableCards.locator(".face-up [data-card]")).toHaveCount(3);
  await expect(hand.locator("[data-card]")).toHaveCount(3);
  await shoot(bob, testInfo, "setup-waiting");
  await bob.setViewportSize({ width: 375, height: 740 });
  await bob.reload(); // laid out as a phone lays it out, not a resized laptop
  await tableReady(bob);
  await expect(tableCards.locator(".face-up [data-card]")).toHaveCount(3);
  await expect(hand.locator("[data-card]")).toHaveCount(3);
  await bob.screenshot({
    path: "../../.reports/playwright/screens/setup-waiting-375.png",
  });

  // Cleo signs in to her account from the table: her seat comes with her.
  await cleo.getByRole("button", { name: "Sign in" }).click();
  const signIn = cleo.getByRole("dialog", { name: "Sign in" });
  await expect(signIn).toContainText("your seat in this game comes with you");
  await signIn.getByLabel("User name").fill(cleoAccount);
  await signIn.getByLabel("Password").fill("a long enough password");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn).toBeHidden();
  await expect(cleo.getByRole("link", { name: "Cleo", exact: true })).toBeVisible();
  expect(cleo.url()).toBe(table);
  await expect(cleo.getByTestId("hand").locator("[data-card]")).toHaveCount(6);
  await expect(cleo.getByRole("button", { name: "Choose 3 more" })).toBeVisible();
  expect(errors, "console errors in Bob's and Cleo's browsers").toEqual([]);
});
