import type { Page, TestInfo } from "@playwright/test";

import { expect, test } from "./fixtures";
import { signInOverHttp } from "./sign-in-http";
import {
  expectAxeClean,
  expectNoSidewaysScroll,
  openSiteMenu,
  shoot,
} from "./table-helpers";

// Issues #21 and #39: every point the rules page used to get wrong or leave out, read
// off the page itself (one load per project). docs/rules.md has the complete rules.
test("the rules page says what the game does", async ({ page }, testInfo) => {
  await page.goto("/rules");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to play");
  const section = (id: string) => page.locator(`#${id}`);

  // At a glance first: the 30-second summary, the special cards, the lesson.
  const glance = page.getByRole("region", { name: "the rules at a glance" });
  await expect(
    glance.getByRole("heading", { name: "The rules in 30 seconds" }),
  ).toBeVisible();
  await expect(glance).toContainText(
    "The first player with no cards left wins, and the game ends there; everyone else scores the cards in their hand.",
  );
  await expect(glance.locator(".cheat-sheet .cheat-name")).toHaveText([
    "Clear",
    "Clear +1",
    "Clear +2",
    "Three in a row",
  ]);
  await expect(page.getByRole("link", { name: "Learn to play" })).toHaveAttribute(
    "href",
    "/learn",
  );
  await expectNoSidewaysScroll(page, "the rules page");
  await expectAxeClean(page, "the rules page");
  await shoot(page, testInfo, "rules-en");

  // R-SETUP, R-SEAT: secret, simultaneous choices; who starts, and clockwise.
  await expect(section("deal")).toContainText("at the same time and in secret");
  await expect(section("deal")).toContainText(
    "The player to the dealer's left plays first, and play goes clockwise.",
  );

  // R-DECK: the deck, the symbols on the cards, a second deck at 7–12.
  const deck = section("deck");
  await expect(deck).toContainText("84 cards in seven colours");
  await expect(deck).toContainText("the numbers 1 to 10 and a Clear");
  await expect(deck).toContainText("Six colours also have a Clear +1");
  await expect(deck).toContainText("green has the single Clear +2");
  await expect(deck).toContainText("a heart for pink");
  await expect(deck).toContainText(
    "With 7 to 12 players a second deck is shuffled in, so every card comes twice — including the Clear +2, one per deck.",
  );

  // R-MUST
  await expect(section("turn")).toContainText("If you can play, you must");

  // R-CLEAR and R-TRIPLE end the turn (owed plays aside).
  await expect(section("clears")).toContainText(
    "takes the whole pile out of the game, and your turn ends there",
  );
  await expect(section("clears")).toContainText("unless you still owe extra plays");
  // R-CLEAR: one at a time, owed plays stack; R-BONUS: may draw, must with an empty hand.
  await expect(section("clears")).toContainText("Clear cards go one at a time");
  await expect(section("clears")).toContainText("extra plays add up");
  await expect(section("clears")).toContainText(
    "you may draw back up to three; with an empty hand you must",
  );
  // R-OUT: going out with plays owed wins at once.
  await expect(section("clears")).toContainText(
    "Go out with extra plays still owed and you have won at once.",
  );
  await expect(section("triples")).toContainText("and your turn ends");
  await expect(section("triples")).toContainText("extra plays you still owe");

  // R-MULTI: one face-down card per play, not per turn.
  await expect(section("table-cards")).toContainText("one face-down card per play");
  // R-PICKUP: an unplayable face-down card is not shown to the others.
  await expect(section("table-cards")).toContainText(
    "the others are not shown what it was",
  );
  await expect(page.locator("main")).not.toContainText("each turn");

  // R-SCORE: the hand only; the house rule.
  await expect(section("scoring")).toContainText("cards left in their hand");
  await expect(section("scoring")).toContainText("Table cards count too");
  await expect(section("scoring")).toContainText("The first player to go out wins");
  // Leaving: a loss, scored as at any end (the leave prompt says the same).
  await expect(section("leaving")).toContainText("it counts as a loss for you");
  await expect(section("leaving")).toContainText(
    "score the cards in their hand, as at any end — table cards only when the table counts them",
  );

  // R-LIMIT
  await expect(section("stalemate")).toContainText("the turn limit has been reached");

  // Palace: 2–5 players, the 2 resets, the 10 on anything, no triple clear, ranks.
  const palace = section("palace");
  await expect(palace).toContainText("for 2 to 5 players");
  await expect(palace).toContainText("resets the pile: nothing is burned");
  await expect(palace).toContainText("A 10 goes on anything, burns the pile");
  await expect(palace).toContainText("three in a row does not clear the pile");
  await expect(palace).toContainText("jacks 11, queens 12, kings 13, aces 14");
  await expect(palace).toContainText("the ace of spades");
  await expect(palace).not.toContainText("Picture cards");

  // Option names a player cannot misread, E-SWAP and E-COLOR4 as the rules say.
  const options = section("options");
  const names = await options.locator("dt").allTextContents();
  expect(names).toEqual([
    "Play on after the winner",
    "Draw instead of playing",
    "A 1 reverses play",
    "Swap table cards",
    "Four in one colour",
    "Fewer colours",
    "Equal cards allowed",
    "Table cards count too",
  ]);
  await expect(options).toContainText(
    "each player chooses three cards from their own six and gives them to the player on their left as that player's face-up cards",
  );
  await expect(options).toContainText(
    "face-up and face-down cards go, all together, to another player at random",
  );
  await expect(options).not.toContainText("change places");
  await expect(options).toContainText(
    "swap any card from your hand with any one of your face-up cards",
  );
  await expect(options).not.toContainText("same colour");
  // E-CONTINUE: only the first out wins; E-REVERSE with two; E-SWAP replaces your
  // choice; E-COLOR4 needs a hand card and a face-up card, and a fifth offers again.
  await expect(options).toContainText("Only the first player out wins");
  await expect(options).toContainText("With two players it changes nothing");
  await expect(options).toContainText(
    "at setup and instead of choosing their own face-up cards",
  );
  await expect(options).not.toContainText(
    "After everyone has laid out their cards, either",
  );
  await expect(options).toContainText(
    "if you have a card in hand and a face-up card to swap",
  );
  await expect(options).toContainText("A fifth card of the colour offers the swap again");
  await expect(palace).toContainText("in one play or built up across plays");
  // E-DRAW says plainly what it does (docs/rules.md part F: the reading of the box).
  await expect(options).toContainText(
    "a player who cannot play may draw instead of picking up the pile",
  );

  // Issue #66: each house choice is marked as ours beside its rule, with its reason.
  for (const [id, house, words] of [
    ["deck", "colours", "names no colours"],
    ["clears", "clearsOne", "“two or more of the same card”"],
    ["clears", "refill", "“draw a card”"],
    ["scoring", "tieBreaks", "“The player with the lowest overall score is the winner”"],
    ["palace", "palaceFour", "“all at once”"],
    ["options", "drawInstead", "whether or not you can play"],
  ] as const) {
    const choice = section(id).locator(`[data-house="${house}"]`);
    await expect(choice.locator(".house-mark")).toHaveText("Our choice");
    await expect(choice).toContainText(words);
  }
  await expect(page.locator(".house-mark")).toHaveCount(6);
});

// German runs long: the whole page, at a glance and in full, fits 375 px.
test("the rules page in German fits the screen", async ({ page, context }, testInfo) => {
  const { hostname } = new URL(testInfo.project.use.baseURL ?? "http://127.0.0.1");
  await context.addCookies([
    { name: "NEXT_LOCALE", value: "de", domain: hostname, path: "/" },
  ]);
  await page.goto("/rules");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("So wird gespielt");
  const glance = page.getByRole("region", { name: "die Regeln auf einen Blick" });
  await expect(
    glance.getByRole("heading", { name: "Die Regeln in 30 Sekunden" }),
  ).toBeVisible();
  await expect(page.locator("#leaving")).toContainText("zählt als Niederlage für dich");
  await expect(page.locator("#clears .inline-cards")).toHaveCount(3);
  await expect(page.locator(".house-mark")).toHaveText(Array(6).fill("Unsere Wahl"));
  await expectNoSidewaysScroll(page, "the German rules page");
  await expectAxeClean(page, "the German rules page");
  await shoot(page, testInfo, "rules-de");
});

// Issue #65: the rules are served as HTML with no JavaScript (src/pages/rules.tsx).
// Everything on the page works without React: its links and anchors, the header's menu
// (the browser's popover) and the language switcher (a form posted to /api/locale).
test("the rules page works with no script files, its language chosen with a form", async ({
  page,
}, testInfo) => {
  await page.goto("/rules#scoring");
  await expect(page.locator("script[src]")).toHaveCount(0);
  await expect(page.locator("#scoring")).toBeInViewport();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Rules · 3UP 3DOWN online");

  const nav = await openSiteMenu(page);
  await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
  // Folded, the open menu's button shows the cross, as React draws it elsewhere.
  if (testInfo.project.name === "phone") {
    await expect(page.locator(".menu-button .menu-open")).toBeVisible();
    await expect(page.locator(".menu-button .menu-closed")).toBeHidden();
  }
  await nav.getByRole("combobox", { name: "Language" }).selectOption("Nederlands");
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zo speel je");
  await expect(page.locator("#options dt").first()).toHaveText(
    "Doorspelen na de winnaar",
  );
  // The choice is the browser's: the App Router's pages speak it too.
  await page.goto("/leaderboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await page.goto("/rules");
  await expect(
    (await openSiteMenu(page)).getByRole("combobox", { name: "Taal" }),
  ).toHaveValue("nl");
  await expectAxeClean(page, "the Dutch rules page");
  await shoot(page, testInfo, "rules-nl");

  // The menu's links lead on (a plain page load from here).
  await (await openSiteMenu(page)).getByRole("link", { name: "Ranglijst" }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test("the rules page's header says who you are, said by the server", async ({ page }) => {
  const made = await page.request.post("/api/trpc/session.playAsGuest", {
    data: { json: { name: "Rosa" } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await page.goto("/rules");
  const nav = await openSiteMenu(page);
  await expect(nav.getByRole("link", { name: "Rosa (guest)" })).toHaveAttribute(
    "href",
    "/account",
  );
  await expect(nav.getByRole("link", { name: "My games" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Friends" })).toHaveCount(0);
});

/**
 * A new account, signed in in this page's browser, on the rules page with the site
 * menu open: its name as the header shows it, and the menu.
 */
async function rulesMenuOfANewAccount(page: Page, testInfo: TestInfo) {
  const username = `rules_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  const password = "reading-the-rules-1";
  const made = await page.request.post("/api/trpc/account.signUp", {
    data: { json: { username, password, name: "Rosalind" } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  expect(await signInOverHttp(page.request, username, password)).toBe("");
  await page.goto("/rules");
  return { name: "Rosalind", nav: await openSiteMenu(page) };
}

const sessionOf = async (page: Page) =>
  (await (await page.request.get("/api/auth/session")).json()) as unknown;

// Issue #65's loose end: the page served without React showed an account its name but
// no Sign out. It is a form posted to Auth.js with the CSRF token the server rendered
// (static-header.tsx), so it works with no script at all; and the language form's
// button, there for a browser without script, sends the choice.
test.describe("with script turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("an account signs out from the rules page, and a button sends the language", async ({
    page,
  }, testInfo) => {
    const { name, nav } = await rulesMenuOfANewAccount(page, testInfo);
    await expect(nav.getByRole("link", { name })).toHaveAttribute("href", "/account");
    const signOut = nav.getByRole("button", { name: "Sign out" });
    await expect(signOut).toBeVisible();
    await expect(nav.getByRole("button", { name: "Change" })).toBeVisible();
    await shoot(page, testInfo, "rules-signed-in-noscript");

    await signOut.click();
    await expect(page).toHaveURL(/\/rules$/);
    const signedOut = await openSiteMenu(page);
    await expect(signedOut.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(signedOut.getByRole("link", { name })).toHaveCount(0);
    expect(await sessionOf(page)).toBeNull();

    await signedOut.getByRole("combobox", { name: "Language" }).selectOption("Deutsch");
    await signedOut.getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("So wird gespielt");
  });
});

test("an account signs out from the rules page with script too", async ({
  page,
}, testInfo) => {
  const { name, nav } = await rulesMenuOfANewAccount(page, testInfo);
  await expect(nav.getByRole("link", { name })).toBeVisible();
  // A choice sends the language form here: its button is for a browser without script.
  await expect(nav.getByRole("button", { name: "Change" })).toHaveCount(0);
  await expectNoSidewaysScroll(page, "the rules page's menu, signed in");
  // axe needs script: it runs here, on the same menu.
  await expectAxeClean(page, "the rules page's menu, signed in");
  await shoot(page, testInfo, "rules-signed-in");
  // Its script forgets this device's push subscription first (none here), then sends it.
  await nav.getByRole("button", { name: "Sign out" }).click();
  await expect(
    (await openSiteMenu(page)).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/rules$/);
  expect(await sessionOf(page)).toBeNull();
});

test("a language form from another site or naming no language changes nothing", async ({
  request,
  baseURL,
}) => {
  const foreign = await request.post("/api/locale", {
    form: { locale: "de", back: "/rules" },
    headers: { origin: "https://elsewhere.example" },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["set-cookie"]).toBeUndefined();
  const unknown = await request.post("/api/locale", {
    form: { locale: "fr", back: "/rules" },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain("en, de, nl, es");
  // Sent back only to a page of ours.
  const away = await request.post("/api/locale", {
    form: { locale: "es", back: "https://elsewhere.example/" },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(away.status()).toBe(303);
  expect(away.headers().location).toBe("/");
  expect(away.headers()["set-cookie"]).toContain("NEXT_LOCALE=es");
});
