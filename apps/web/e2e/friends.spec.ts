import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test, testAddress } from "./fixtures";
import { noPause } from "./no-pause";
import { watchConsole } from "./play";
import { signInOverHttp } from "./sign-in-http";
import {
  expectAxeClean,
  looksRight,
  openSiteMenu,
  openTableTab,
  shoot,
  tableReady,
} from "./table-helpers";

// Friends (issue #36) in two browsers: Alice follows Bob from his profile and
// challenges him from her friends page; Bob's header says so within seconds, he accepts
// on his friends page, and both browsers land on the same table. Then Bob blocks Alice
// from her profile, and her next challenge is refused in words.

/** An account made and signed in over HTTP, in this browser's own cookie jar. */
async function signUp(http: APIRequestContext, username: string, name: string) {
  const password = "friends-are-forever";
  const made = await http.post("/api/trpc/account.signUp", {
    data: { json: { username, password, name } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  expect(await signInOverHttp(http, username, password)).toBe("");
  const me = await http.get("/api/trpc/session.me");
  return ((await me.json()) as { result: { data: { json: { playerId: string } } } })
    .result.data.json.playerId;
}

test("follow from a profile, a challenge accepted live in another browser, a block that stops the next", async ({
  page: alice,
  browser,
  consoleErrors,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? "";
  const tag = `${testInfo.project.name.slice(0, 1)}${Date.now() % 1_000_000}`;
  const bobContext = await browser.newContext({
    ...testInfo.project.use,
    storageState: noPause(baseURL),
    extraHTTPHeaders: { "x-forwarded-for": testAddress(`${testInfo.testId}#bob`) },
  });
  const bob = await bobContext.newPage();
  const bobErrors: string[] = [];
  watchConsole(bob, bobErrors);
  const aliceId = await signUp(alice.request, `alice_${tag}`, "Alice");
  const bobId = await signUp(bob.request, `bob_${tag}`, "Bob");

  // Alice follows Bob from his profile.
  await alice.goto(`/players/${bobId}`);
  await alice.getByRole("button", { name: "Follow" }).click();
  await expect(alice.getByRole("button", { name: "Following" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await looksRight(alice, testInfo, "friends-profile");

  // Bob is somewhere else on the site (his page has said he is here); Alice challenges
  // him from her friends page.
  const bobIsHere = bob.waitForResponse((r) => r.url().includes("presence.here"));
  await bob.goto("/leaderboard");
  await bobIsHere;
  await (await openSiteMenu(alice)).getByRole("link", { name: "Friends" }).click();
  await alice.waitForURL(/\/friends$/);
  const bobRow = alice.getByRole("listitem").filter({ hasText: "Bob" });
  await expect(bobRow).toContainText("Online");
  await bobRow.getByRole("button", { name: "Challenge Bob" }).click();
  const form = alice.getByRole("form", { name: "challenge Bob" });
  await form.getByLabel("Time per move").selectOption("60");
  await looksRight(alice, testInfo, "friends-challenge-form");
  await form.getByRole("button", { name: "Challenge Bob" }).click();
  await expect(alice.getByText("Waiting for Bob to answer")).toBeVisible();
  await looksRight(alice, testInfo, "friends-challenge-sent");

  // Bob's header says so without a reload (its poll), and he answers on his friends page.
  const badge = bob.getByRole("link", { name: "Challenge from Alice" });
  await expect(badge).toBeVisible({ timeout: 10_000 });
  await shoot(bob, testInfo, "friends-challenge-badge");
  if (testInfo.project.name === "desktop") {
    // Issue #63: at 1280 px the badge pushed the links onto a second line, and the
    // name and Sign out off the top. The header stays one row, everything inside it.
    const header = bob.locator("header.site-nav");
    const row = (await header.boundingBox())!;
    for (const item of [
      header.getByRole("link", { name: "Rules" }),
      header.getByRole("link", { name: "Friends" }),
      badge,
      header.getByRole("link", { name: "Bob", exact: true }),
      header.getByRole("button", { name: "Sign out" }),
    ]) {
      const box = (await item.boundingBox())!;
      expect(box.y, "inside the header's row").toBeGreaterThanOrEqual(row.y);
      expect(box.y + box.height, "inside the header's row").toBeLessThanOrEqual(
        row.y + row.height,
      );
      expect(Math.abs(box.y + box.height / 2 - (row.y + row.height / 2))).toBeLessThan(8);
    }
  }
  await badge.click();
  await bob.waitForURL(/\/friends$/);
  const incoming = bob.getByRole("region", { name: "challenges to you" });
  await expect(incoming).toContainText("Alice challenges you: 3UP 3DOWN");
  await expect(incoming).toContainText("1 minute a move");
  await looksRight(bob, testInfo, "friends-challenge-incoming");
  await incoming.getByRole("button", { name: "Accept" }).click();

  // Both land on the same table: Bob at once, Alice's page follows by itself.
  await bob.waitForURL(/\/table\//);
  await alice.waitForURL(/\/table\//, { timeout: 10_000 });
  expect(new URL(alice.url()).pathname).toBe(new URL(bob.url()).pathname);
  await tableReady(alice);
  await tableReady(bob);
  // The table's Talk tab knows Alice follows Bob.
  await openTableTab(alice, "Talk");
  await expect(alice.getByRole("button", { name: "Following Bob" })).toBeVisible();
  await shoot(alice, testInfo, "friends-table-talk");

  // Bob blocks Alice from her profile.
  bob.once("dialog", (dialog) => void dialog.accept());
  await bob.goto(`/players/${aliceId}`);
  await bob.getByRole("button", { name: "Block" }).click();
  await expect(bob.getByRole("button", { name: "Unblock" })).toBeVisible();
  await expect(bob.getByText("You blocked Alice")).toBeVisible();

  // The block ended Alice's follow, and her next challenge is refused in words.
  await alice.goto(`/players/${bobId}`);
  await expect(alice.getByRole("button", { name: "Follow" })).toBeVisible();
  await alice.getByRole("button", { name: "Challenge" }).click();
  const again = alice.getByRole("form", { name: "challenge Bob" });
  await again.getByRole("button", { name: "Challenge Bob" }).click();
  await expect(again.getByRole("alert")).toHaveText("You cannot challenge this player.");
  await expect(alice).toHaveURL(new RegExp(`/players/${bobId}$`));

  // Bob's friends page lists Alice as blocked, and no challenge waits for him.
  await bob.goto("/friends");
  await expect(bob.getByRole("region", { name: "challenges to you" })).toHaveCount(0);
  await expect(
    bob.getByRole("region", { name: "Blocked" }).getByRole("link", { name: "Alice" }),
  ).toBeVisible();
  await looksRight(bob, testInfo, "friends-page");
  expect(bobErrors).toEqual([]);
  await bobContext.close();
  // Alice's refused challenge was a 400 answer, which her browser logs (once): it is
  // what this test expects.
  const refusals = consoleErrors.filter((e) => /status of 400/.test(e));
  expect(refusals).toHaveLength(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !refusals.includes(e)),
  );
});

test("a guest is told that friends come with an account", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "one screen is enough");
  await page.goto("/friends");
  await expect(page.getByText("Make an account to follow players")).toBeVisible();
  await expectAxeClean(page, "friends page for a guest");
});
