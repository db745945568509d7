// "Play a person" (quick pairing) and "who is here", as people use them: on two app
// instances sharing one fresh database (their own servers, so the counts start at zero
// and nothing another test left behind moves them), then the form and the wait as a
// phone and a desktop show them.
import type { Browser, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { watchConsole } from "./play";
import { expectAxeClean, expectNoSidewaysScroll, shoot } from "./table-helpers";
import { app, database, type App, type Database } from "./servers";
import { client } from "./trpc-http";

let db: Database | undefined;
const apps: App[] = [];

test.afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()));
  await db?.stop();
});

/** A person at the home page of `instance`, with the guest name they chose typed in. */
async function person(browser: Browser, instance: App, name: string, errors: string[]) {
  const context = await browser.newContext({ baseURL: instance.url });
  const page = await context.newPage();
  watchConsole(page, errors);
  await page.goto("/");
  await page.getByLabel("Your name at the table").fill(name);
  return page;
}

const pairingForm = (page: Page) =>
  page.getByRole("form", { name: "find a game with people" });
const onlineCount = (page: Page) => page.getByTestId("online");

test("two people asking for the same game share one table; another game's asker waits; cancelling leaves nobody; who is here follows people", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "runs its own servers once");
  test.setTimeout(240_000);
  db = await database("pairing-postgres");
  await db.start();
  apps.push(...(await Promise.all([app(db.url), app(db.url)])));
  const [one, two] = apps as [App, App];
  const errors: string[] = [];

  // Cy (instance two) looks for a Palace game and is alone in that pool.
  const cy = await person(browser, two, "Cy", errors);
  await pairingForm(cy).getByLabel("Rules").selectOption("palace");
  await pairingForm(cy).getByRole("button", { name: "Find a game" }).click();
  await expect(
    cy.getByText("Looking for a casual 2-player game of Palace…"),
  ).toBeVisible();
  await expect(cy.getByTestId("waiting-count")).toHaveText(
    "You are the only one looking for this game so far.",
  );

  // Ann (instance one) sees Cy online and looking, and herself among the people online
  // though she is nobody yet (issue #63: the count left out the person reading it),
  // then asks for a 3UP 3DOWN game.
  const ann = await person(browser, one, "Ann", errors);
  await expect(onlineCount(ann)).toHaveText("2 people online", { timeout: 15_000 });
  await expect(ann.getByTestId("who-is-here")).toContainText(
    "Looking for a game: Palace (1)",
  );
  await pairingForm(ann).getByRole("button", { name: "Find a game" }).click();
  await expect(
    ann.getByText("Looking for a casual 2-player game of 3UP 3DOWN…"),
  ).toBeVisible();

  // Bob (instance two) sees one person looking for that game, asks, and both land at
  // one table, each taken there by their own page.
  const bob = await person(browser, two, "Bob", errors);
  await expect(bob.getByTestId("pool-count")).toHaveText(
    "1 person is looking for a casual 2-player game of 3UP 3DOWN right now.",
    { timeout: 10_000 },
  );
  const asked = Date.now();
  await pairingForm(bob).getByRole("button", { name: "Find a game" }).click();
  await Promise.all([ann.waitForURL(/\/table\//), bob.waitForURL(/\/table\//)]);
  const seconds = (Date.now() - asked) / 1000;
  console.log(`pairing: both at the table ${seconds.toFixed(1)} s after Bob asked`);
  expect(new URL(ann.url()).pathname).toBe(new URL(bob.url()).pathname);
  await expect(ann.getByTestId("hand").locator("[data-card]")).toHaveCount(6);
  await expect(bob.getByTestId("hand").locator("[data-card]")).toHaveCount(6);

  // Cy asked for another game: still waiting on the home page, alone.
  await expect(cy).toHaveURL(/\/$/);
  await expect(cy.getByTestId("waiting-count")).toHaveText(
    "You are the only one looking for this game so far.",
  );
  // Cancelling leaves nobody waiting anywhere.
  await cy.getByRole("button", { name: "Cancel" }).click();
  await expect(pairingForm(cy)).toBeVisible();
  const api = await client(one.url);
  await expect
    .poll(async () => api.data<unknown[]>(await api.query("pairing.pools", undefined)))
    .toEqual([]);
  await api.http.dispose();

  // Who is here: Dan, new on instance one, sees the three of them and himself online;
  // Bob leaves the site and the count drops at once; he comes back and it rises again.
  const dan = await person(browser, one, "Dan", errors);
  await expect(onlineCount(dan)).toHaveText("4 people online", { timeout: 15_000 });
  await expect(dan.getByTestId("who-is-here")).toContainText("1 game being played");
  const bobsBrowser = bob.context();
  await bob.close({ runBeforeUnload: true });
  await expect(onlineCount(dan)).toHaveText("3 people online", { timeout: 15_000 });
  const bobAgain = await bobsBrowser.newPage();
  watchConsole(bobAgain, errors);
  await bobAgain.goto("/");
  await expect(onlineCount(dan)).toHaveText("4 people online", { timeout: 15_000 });

  // Closing the page stops a wait at once (a wait nobody polls would only lapse after
  // 10 s): Dan looks for a game, then leaves.
  await pairingForm(dan).getByRole("button", { name: "Find a game" }).click();
  await expect(dan.getByTestId("waiting-count")).toBeVisible();
  await dan.close({ runBeforeUnload: true });
  const pools = await client(one.url);
  await expect
    .poll(
      async () => pools.data<unknown[]>(await pools.query("pairing.pools", undefined)),
      {
        timeout: 5_000,
      },
    )
    .toEqual([]);
  await pools.http.dispose();

  expect(errors, "console errors in the people's browsers").toEqual([]);
});

test("the Play a person form and the wait fit the screen and pass axe", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Play a person" }).click();
  const form = pairingForm(page);
  await expect(form).toBeInViewport();
  // A guest cannot choose rated, and is told why.
  await expect(form.getByLabel("Rated")).toBeDisabled();
  await expect(form.getByText("Rated games need an account")).toBeVisible();
  await form.getByLabel("Players").selectOption("5");
  await form.getByLabel("Bots take the empty seats").selectOption("after 2 minutes");
  const section = page.locator("#play-a-person");
  await section.screenshot({
    path: `../../.reports/playwright/screens/play-a-person-form-${testInfo.project.name}.png`,
  });
  await expectNoSidewaysScroll(page, "the Play a person form");
  await expectAxeClean(page, "the Play a person form");

  await form.getByRole("button", { name: "Find a game" }).click();
  await expect(
    page.getByText("Looking for a casual 5-player game of 3UP 3DOWN…"),
  ).toBeVisible();
  await expect(
    page.getByText("Bots take any empty seats after 2 minutes."),
  ).toBeVisible();
  await section.screenshot({
    path: `../../.reports/playwright/screens/play-a-person-waiting-${testInfo.project.name}.png`,
  });
  await shoot(page, testInfo, "home-waiting");
  await expectNoSidewaysScroll(page, "the wait");
  await expectAxeClean(page, "the wait");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeVisible();
});
