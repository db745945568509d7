import { expect, test } from "./fixtures";
import { keepWhatThePageLoaded, serviceWorkerActive } from "./offline";
import { playUntilOver } from "./play";
import { signInOverHttp } from "./sign-in-http";
import { client } from "./trpc-http";

/** Signs up on the page (as a person does) and lands on the profile. */
async function signUp(
  page: import("@playwright/test").Page,
  username: string,
  password: string,
) {
  await page.goto("/signup");
  await page.getByLabel("User name").fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/profile/);
}

test("changing the password: the old one stops working, the new one signs in", async ({
  page,
}, testInfo) => {
  const username = `pw_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  await signUp(page, username, "first-password-1");
  await page.goto("/account");
  // (A wrong current password is refused in names-and-accounts.test.ts: in the
  // browser its 400 answer would be a console error.)
  await page.getByLabel("Current password").fill("first-password-1");
  await page.getByLabel(/^New password/).fill("second-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toContainText("Password changed");
  // This browser stayed signed in (under the new password).
  await page.reload();
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  await page.screenshot({
    path: `../../.reports/playwright/account-${testInfo.project.name}.png`,
    fullPage: true,
  });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await signInOverHttp(page.request, username, "first-password-1")).toBe(
    "wrong_credentials",
  );
  expect(await signInOverHttp(page.request, username, "second-password-2")).toBe("");
});

test("deleting an account: gone for good, but the other player's history keeps the game", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const suffix = `${testInfo.project.name}_${Date.now() % 1_000_000}`;
  const username = `del_${suffix}`;
  await signUp(page, username, "delete-me-please-1");
  // The account and a friend (a guest, over the API) play one short game together.
  const friend = await client(baseURL!);
  await friend.mutate("session.playAsGuest", { name: "Faithful Friend" });
  const table = friend.data<{ id: string; inviteCode: string }>(
    await friend.mutate("lobby.create", {
      seats: [{ kind: "human" }, { kind: "human" }],
      options: { colors: ["red", "blue"] },
    }),
  );
  await page.goto(`/join/${table.inviteCode}`);
  await page.waitForURL(/\/table\//);
  await friend.mutate("lobby.start", { gameId: table.id });
  // The friend leaves at once: its bot (the Card shark's strategy) plays the seat, which
  // keeps the game short and steady; the friend still sat there, so it is in their history.
  await friend.mutate("game.resign", { gameId: table.id });
  await playUntilOver(page, 200_000);

  await page.goto("/account");
  await page.getByLabel("Your password, to confirm").fill("delete-me-please-1");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect(await signInOverHttp(page.request, username, "delete-me-please-1")).toBe(
    "wrong_credentials",
  );

  // The friend's history still has the game, against a "Former player".
  const history = friend.data<{ rows: { gameId: string; players: string[] }[] }>(
    await friend.query("profile.history", {}),
  );
  expect(history.rows[0]?.gameId).toBe(table.id);
  expect(history.rows[0]?.players).toContain("Former player");
  await friend.http.dispose();
});

test("installable, and a practice game plays to the end with the network off", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  // The manifest names the app and its icons…
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "3UP 3DOWN online", display: "standalone" });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  expect((await page.request.get(manifest.icons[0].src)).headers()["content-type"]).toBe(
    "image/png",
  );
  // …and every page links it and registers the service worker.
  await page.goto("/practice");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    /manifest\.webmanifest/,
  );
  await serviceWorkerActive(page);
  // Once the worker controls the page, nothing prefetches: the site's links never do
  // (PageLink), so the router cannot fill the cache with a page's outline naming the
  // chunks of a page never opened, which offline it then failed to load (seen in a
  // clean-clone run, session 16).
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetches.push(request.url());
  });
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(prefetches, "a link was prefetched").toEqual([]);
  // The page hands the service worker what it loaded; once it answers, go offline.
  await keepWhatThePageLoaded(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Practice" })).toBeVisible();
  // A prefetch all the same (a page of an older version still open) gets "no content"
  // offline from the service worker, not a failed load (a console error).
  const prefetch = await page.evaluate(async () => {
    const res = await fetch("/leaderboard?_rsc=offline", {
      headers: { RSC: "1", "Next-Router-Prefetch": "1" },
    });
    return res.status;
  });
  expect(prefetch).toBe(204);
  // The Card shark, not the form's Beginner: the test's clicking can pass cards back
  // and forth with the Beginner for hundreds of turns (SHORT_DECK in play.ts).
  await page.getByRole("combobox", { name: "Opponent 1" }).selectOption("heuristic");
  await page.getByRole("button", { name: "Deal" }).click();
  await expect(page.getByText("Practice: played in your browser")).toBeVisible();
  await page.screenshot({
    path: `../../.reports/playwright/practice-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await playUntilOver(page, 150_000);
  await expect(page.getByRole("region", { name: "result" })).toBeVisible();
  await page.screenshot({
    path: `../../.reports/playwright/practice-over-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await context.setOffline(false);
});
