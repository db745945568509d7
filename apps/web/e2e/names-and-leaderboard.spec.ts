import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { playShortGameOverHttp } from "./http-game";
import { watchConsole } from "./play";
import { signInOverHttp } from "./sign-in-http";
import { client } from "./trpc-http";

/** No sideways scrolling, and nothing serious for axe. */
async function fitsAndPassesAxe(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, "page wider than the screen").toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical"),
  ).toEqual([]);
}

test("two guests pick their names, and two seats never read the same", async ({
  page: alice,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one two-browser table is enough");
  await alice.goto("/");
  const field = alice.getByLabel("Your name at the table");
  // A suggestion is there to keep: an adjective and an animal.
  await expect(field).toHaveValue(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  await field.fill("Robin");
  const form = alice.getByRole("form", { name: "create a table" });
  await form.getByLabel("Seat 2").selectOption("human");
  await form.getByRole("button", { name: "Create the table" }).click();
  await alice.waitForURL(/\/table\//);
  const link = (await alice.getByTestId("invite-link").textContent()) ?? "";

  // Bob follows the invite, is offered a name too, and picks the same one.
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  const bobErrors: string[] = [];
  watchConsole(bob, bobErrors);
  await bob.goto(link);
  await expect(bob.getByLabel("Your name at the table")).toHaveValue(/\w+ \w+/);
  await bob.getByLabel("Your name at the table").fill("Robin");
  await bob.getByRole("button", { name: "Take my seat" }).click();
  await bob.waitForURL(/\/table\//);

  // Each sees the other under a name of their own: never two "Robin"s.
  await expect(alice.getByText("Robin (2)", { exact: true })).toBeVisible();
  await expect(bob.getByText("Robin", { exact: true })).toBeVisible();
  await expect(bob.locator(".site-nav")).toContainText("Robin (guest)");

  // A guest changes their name on the account page.
  await bob.locator(".site-nav").getByRole("link", { name: "Robin (guest)" }).click();
  await bob.getByLabel("Name shown at the table").fill("Bobcat");
  await bob.getByRole("button", { name: "Save name" }).click();
  await expect(bob.getByRole("status")).toContainText("Saved");
  await bob.goto("/profile");
  await expect(bob.getByRole("heading", { level: 1 })).toHaveText("Bobcat");
  expect(bobErrors).toEqual([]);
  await bobContext.close();
});

test("the leaderboard lists accounts only, and every name opens a public profile", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = `${testInfo.project.name}_${Date.now() % 1_000_000}`;
  // An account plays a short game over the API…
  const ranked = await client(baseURL!);
  const username = `board_${suffix}`;
  await ranked.mutate("account.signUp", {
    username,
    password: "leaderboard-pass-1",
    name: `Ace ${suffix}`.slice(0, 24),
  });
  expect(await signInOverHttp(ranked.http, username, "leaderboard-pass-1")).toBe("");
  // At a public table, so its record shows in the history a stranger reads below.
  await playShortGameOverHttp(ranked, { isPublic: true });
  // …and so does a guest, who must not be listed.
  const guest = await client(baseURL!);
  await guest.mutate("session.playAsGuest", { name: `Ghost ${suffix}`.slice(0, 24) });
  await playShortGameOverHttp(guest);

  await page.goto("/leaderboard");
  const provisional = page.getByRole("region", { name: "provisional players" });
  const name = `Ace ${suffix}`.slice(0, 24);
  await expect(provisional.getByRole("link", { name })).toBeVisible();
  await expect(page.getByText(`Ghost ${suffix}`.slice(0, 24))).toHaveCount(0);
  await expect(provisional).toContainText("±");
  await page.screenshot({
    path: `../../.reports/playwright/leaderboard-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await fitsAndPassesAxe(page);

  await provisional.getByRole("link", { name }).click();
  await page.waitForURL(/\/players\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const history = page.getByRole("region", { name: "match history" });
  await expect(history).toContainText("Match history (1)");
  await expect(history).toContainText("Games at invite-only tables show only");
  await expect(history.getByRole("link", { name: "Replay" })).toBeVisible();
  await page.screenshot({
    path: `../../.reports/playwright/public-profile-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await fitsAndPassesAxe(page);
  await ranked.http.dispose();
  await guest.http.dispose();
});
