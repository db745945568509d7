// Linking a GitHub login from the account page (issue #37): the password first, then on
// to GitHub, carrying the ten-minute link note. Offline there is no GitHub: the spec
// starts its own server with GitHub sign-in switched on and stops the browser at
// GitHub's door, which is as far as this site's part of the flow goes.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { app, database, type App, type Database } from "./servers";
import { expectAxeClean, expectNoSidewaysScroll, shoot } from "./table-helpers";

let db: Database;
let server: App;

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  test.setTimeout(240_000);
  db = await database("link-login-postgres");
  await db.start();
  server = await app(db.url, {
    AUTH_GITHUB_ID: "test-client-id",
    AUTH_GITHUB_SECRET: "test-client-secret",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await db?.stop();
});

async function accountPage(page: Page) {
  const password = "linking-is-on-purpose";
  const made = await page.request.post(`${server.url}/api/trpc/account.signUp`, {
    data: { json: { username: `linker_${Date.now() % 1_000_000}`, password } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { username } = (
    (await made.json()) as {
      result: { data: { json: { username: string } } };
    }
  ).result.data.json;
  await page.goto(`${server.url}/signin`);
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/profile/);
  await page.goto(`${server.url}/account`);
  return password;
}

test("linking GitHub asks for the password, then goes to GitHub with the link note", async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one server of its own is enough");
  const password = await accountPage(page);
  await page.getByRole("button", { name: "Link your GitHub login" }).click();
  const form = page.getByRole("form", { name: "link GitHub" });
  await expect(form.getByLabel("Your password, to link GitHub")).toBeVisible();

  // A wrong password: refused in words, nothing set, still here.
  await form.getByLabel("Your password, to link GitHub").fill("not-my-password");
  await form.getByRole("button", { name: "Continue to GitHub" }).click();
  await expect(form.getByRole("alert")).toHaveText("That is not your password.");
  // The refusal was a 400 answer, which the browser logs once: expected here.
  const refusals = consoleErrors.filter((e) => /status of 400/.test(e));
  expect(refusals).toHaveLength(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !refusals.includes(e)),
  );
  for (const [name, size] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 375, height: 740 }],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page, `link form (${name})`);
    await expectAxeClean(page, `link form (${name})`);
    await page.screenshot({
      path: `../../.reports/playwright/screens/link-login-form-${name}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The right one: on to GitHub (stopped at its door), the note set for Auth.js only.
  const atGitHub = page.waitForRequest((r) => r.url().startsWith("https://github.com/"));
  await page.route("https://github.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<title>GitHub</title>",
    }),
  );
  await form.getByLabel("Your password, to link GitHub").fill(password);
  await form.getByRole("button", { name: "Continue to GitHub" }).click();
  const authorize = new URL((await atGitHub).url());
  expect(authorize.pathname).toBe("/login/oauth/authorize");
  expect(authorize.searchParams.get("client_id")).toBe("test-client-id");
  // GitHub is to send the browser back to this server's callback. (Auth.js names the
  // server by the host it listens on, "localhost" here: AUTH_URL sets the public one.)
  const back = new URL(authorize.searchParams.get("redirect_uri") ?? "");
  expect(back.pathname).toBe("/api/auth/callback/github");
  expect(back.port).toBe(new URL(server.url).port);
  const note = (await page.context().cookies(`${server.url}/api/auth`)).find(
    (c) => c.name === "threeup_link",
  );
  expect(note).toMatchObject({ httpOnly: true, path: "/api/auth", sameSite: "Lax" });
  await shoot(page, testInfo, "link-login-github-door");
});
