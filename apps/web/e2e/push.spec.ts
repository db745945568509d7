// Web Push in the browser: "Notifications on this device" on the account page turns
// notifications on (the browser's permission, a subscription the server stores) and
// off, signing out forgets the device on the server and in the browser, blocked
// permission and browsers without push are explained, guests are told it is for
// accounts, and the service worker shows a pushed message.
//
// Not testable here: a real PushManager.subscribe(). Headless Chromium refuses every
// push registration ("Registration failed - permission denied", even with the push
// permission granted through the DevTools protocol), and this machine has no internet
// for FCM. The subscription is made by fake-push-manager.ts instead; what the server
// sends to a real push service, and that it decrypts, is tested in
// packages/api/test/push.test.ts against a local stand-in. Clicking a shown
// notification (notificationclick) cannot be done in headless Chromium either.
import type { BrowserContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { FAKE_PUSH_ENDED, FAKE_PUSH_KEY, fakePushManager } from "./fake-push-manager";
import { expectAxeClean, expectNoSidewaysScroll, openSiteMenu } from "./table-helpers";
import { client } from "./trpc-http";

async function signUp(page: Page, username: string) {
  await page.goto("/signup");
  await page.getByLabel("User name").fill(username);
  await page.getByLabel(/^Password/).fill("push-password-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/profile/);
}

/**
 * Every answer of the server to the page's push router calls, in order, read as it
 * passes (a sign-out's answer arrives just before the page goes home, when its body
 * could no longer be read from the page).
 */
async function recordPushCalls(page: Page) {
  const answers: { call: string; status: number; data: unknown }[] = [];
  await page.route(/\/api\/trpc\/push\./u, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    const first = (Array.isArray(body) ? body[0] : body) as {
      result?: { data: { json: unknown } };
    };
    answers.push({
      call: new URL(route.request().url()).pathname.replace("/api/trpc/", ""),
      status: response.status(),
      data: first.result?.data.json,
    });
    await route.fulfill({ response, json: body });
  });
  /** Resolves to the next answer to `call` from here on. */
  return (call: string) => {
    const from = answers.length;
    return expect
      .poll(
        () => answers.slice(from).find((a) => a.call.split(",").includes(call)) ?? null,
      )
      .not.toBeNull()
      .then(() => answers.slice(from).find((a) => a.call.split(",").includes(call))!);
  };
}

const kept = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key);

const setting = (page: Page) =>
  page.getByRole("region", { name: "Notifications on this device" });

/**
 * A new account on its account page, in a browser that may notify and whose Push API is
 * the fake one; returns the recorder of its push calls.
 */
async function accountPageWithPush(
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL?: string },
  name: string,
) {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await page.addInitScript(fakePushManager, {
    key: FAKE_PUSH_KEY,
    ended: FAKE_PUSH_ENDED,
  });
  await signUp(page, `${name}_${Date.now() % 1_000_000}`);
  await page.goto("/account");
  return recordPushCalls(page);
}

test("an account turns notifications on and off on the account page; signing out forgets the device", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const next = await accountPageWithPush(
    { page, context, baseURL },
    `push_${testInfo.project.name}`,
  );
  const section = setting(page);
  await expect(section).toContainText("even with this site closed");

  // On: the browser subscribes with the site's key and the server stores it.
  let answer = next("push.subscribe");
  await section.getByRole("button", { name: "Turn on notifications" }).click();
  expect(await answer).toMatchObject({ status: 200, data: { subscribed: true } });
  await expect(section).toContainText("Notifications are on for this device:");
  const device = JSON.parse((await kept(page, FAKE_PUSH_KEY)) ?? "null") as {
    endpoint: string;
    serverKey: number[];
  };
  expect(device.endpoint).toMatch(/^https:\/\/push\.example\.test\/e2e\//);
  const { publicKey } = (await client(baseURL!)).data<{ publicKey: string }>(
    await (await client(baseURL!)).query("push.publicKey", undefined),
  );
  expect(Buffer.from(device.serverKey).toString("base64url")).toBe(publicKey);

  await expectAxeClean(page, "the account page with notifications on");
  await expectNoSidewaysScroll(page, "the account page");
  await section.screenshot({
    path: `../../.reports/playwright/push-setting-${testInfo.project.name}.png`,
  });
  await page.screenshot({
    path: `../../.reports/playwright/push-account-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The next visit finds the browser's subscription: on, and stored again quietly.
  answer = next("push.subscribe");
  await page.reload();
  await expect(section).toContainText("Notifications are on for this device:");
  expect(await answer).toMatchObject({ status: 200, data: { subscribed: true } });

  // Off: the server had it (removed), and the browser's subscription ends.
  answer = next("push.unsubscribe");
  await section.getByRole("button", { name: "Turn off notifications" }).click();
  expect(await answer).toMatchObject({ status: 200, data: { removed: true } });
  await expect(
    section.getByRole("button", { name: "Turn on notifications" }),
  ).toBeVisible();
  expect(await kept(page, FAKE_PUSH_KEY)).toBeNull();
  expect(await kept(page, FAKE_PUSH_ENDED)).toBe(device.endpoint);

  // A subscription made with keys the site no longer signs with (they were replaced)
  // is forgotten on both sides when the page opens, and the setting shows off.
  answer = next("push.subscribe");
  await section.getByRole("button", { name: "Turn on notifications" }).click();
  expect(await answer).toMatchObject({ status: 200 });
  const stale = await kept(page, FAKE_PUSH_KEY);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    FAKE_PUSH_KEY,
    stale!.replace(/"serverKey":\[\d+/u, '"serverKey":[9'),
  ] as const);
  answer = next("push.unsubscribe");
  await page.reload();
  expect(await answer).toMatchObject({ status: 200, data: { removed: true } });
  await expect(
    section.getByRole("button", { name: "Turn on notifications" }),
  ).toBeVisible();
  expect(await kept(page, FAKE_PUSH_ENDED)).toBe(
    (JSON.parse(stale!) as { endpoint: string }).endpoint,
  );

  // On again, then signing out: the server forgets this device, the browser unsubscribes.
  answer = next("push.subscribe");
  await section.getByRole("button", { name: "Turn on notifications" }).click();
  expect(await answer).toMatchObject({ status: 200, data: { subscribed: true } });
  await expect(section).toContainText("Notifications are on for this device:");
  const second = JSON.parse((await kept(page, FAKE_PUSH_KEY)) ?? "null") as {
    endpoint: string;
  };
  expect(second.endpoint).not.toBe(device.endpoint);
  answer = next("push.unsubscribe");
  await (await openSiteMenu(page)).getByRole("button", { name: "Sign out" }).click();
  expect(await answer).toMatchObject({ status: 200, data: { removed: true } });
  await page.waitForURL((url) => url.pathname === "/");
  expect(await kept(page, FAKE_PUSH_ENDED)).toBe(second.endpoint);
  expect(await kept(page, FAKE_PUSH_KEY)).toBeNull();
});

// The rules page is served without React: its Sign out is a form (static-header.tsx)
// whose one line of script forgets the device first, as the other pages' Sign out does.
test("signing out from the rules page forgets the device too", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const next = await accountPageWithPush(
    { page, context, baseURL },
    `pushr_${testInfo.project.name}`,
  );
  let answer = next("push.subscribe");
  await setting(page).getByRole("button", { name: "Turn on notifications" }).click();
  expect(await answer).toMatchObject({ status: 200, data: { subscribed: true } });
  const device = JSON.parse((await kept(page, FAKE_PUSH_KEY)) ?? "null") as {
    endpoint: string;
  };

  await page.goto("/rules");
  answer = next("push.unsubscribe");
  await (await openSiteMenu(page)).getByRole("button", { name: "Sign out" }).click();
  expect(await answer).toMatchObject({ status: 200, data: { removed: true } });
  await expect(
    (await openSiteMenu(page)).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  expect(await kept(page, FAKE_PUSH_ENDED)).toBe(device.endpoint);
  expect(await kept(page, FAKE_PUSH_KEY)).toBeNull();
});

test("refused or blocked notifications are explained, and so is a browser without push", async ({
  page,
}, testInfo) => {
  await signUp(page, `pushno_${testInfo.project.name}_${Date.now() % 1_000_000}`);
  await page.goto("/account");
  // No permission granted: headless Chromium answers the browser's question with "denied",
  // as a person pressing Block would.
  await setting(page).getByRole("button", { name: "Turn on notifications" }).click();
  const blocked = "Notifications are blocked for this site in your browser.";
  await expect(setting(page)).toContainText(blocked);
  await expect(setting(page).getByRole("button")).toHaveCount(0);
  // Still blocked on the next visit, said at once.
  await page.reload();
  await expect(setting(page)).toContainText(blocked);
  await expectAxeClean(page, "the account page with notifications blocked");
  await setting(page).screenshot({
    path: `../../.reports/playwright/push-blocked-${testInfo.project.name}.png`,
  });

  // A browser with no Push API at all.
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.reload();
  await expect(setting(page)).toContainText(
    "This browser cannot show notifications from websites.",
  );
});

test("guests are told notifications are for accounts, and the server refuses theirs", async ({
  page,
}) => {
  // The page's own cookie jar: this browser becomes the guest.
  const trpc = (path: string, input: unknown) =>
    page.request.post(`/api/trpc/${path}`, { data: { json: input } });
  expect((await trpc("session.playAsGuest", { name: "Push Guest" })).status()).toBe(200);
  const refused = await trpc("push.subscribe", {
    endpoint: "https://push.example.test/e2e/guest",
    keys: {
      p256dh: Buffer.alloc(65, 4).toString("base64url"),
      auth: Buffer.alloc(16, 1).toString("base64url"),
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Notifications are for accounts.");

  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You, as a guest");
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "Notifications are for accounts",
  );
  await expectAxeClean(page, "a guest's account page");
});

test("the service worker shows a pushed message as a notification leading to its table", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the worker is the same on a phone");
  await context.grantPermissions(["notifications"], { origin: baseURL });
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: list }) => {
    for (const r of list) if (!r.isDeleted) registrations.push(r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await page.goto("/rules");
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js");
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const message = {
    title: "Your turn",
    body: "It is your move at the table. You have 1 day to play.",
    url: "/table/abc",
    tag: "table-abc",
  };
  const deliver = () =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL!,
      registrationId: registrations.at(-1)!,
      data: JSON.stringify(message),
    });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      }));
    });
  // Delivered again until it shows: on a busy machine the first push can reach a worker
  // still starting (CI, issue #37's session). One tag, so a repeat replaces the first.
  await expect(async () => {
    await deliver();
    expect(await shown()).toEqual([
      { ...message, url: new URL("/table/abc", baseURL).href },
    ]);
  }).toPass({ intervals: [500, 1_000, 2_000] });
});
