import type { Page } from "@playwright/test";

import { expect, test, testAddress } from "./fixtures";
import { signInOverHttp } from "./sign-in-http";
import {
  expectAxeClean,
  expectNoSidewaysScroll,
  openSiteMenu,
  shoot,
} from "./table-helpers";

// The site's languages (issue #39): the browser's language by default, a switcher in
// the header, the choice remembered by the browser (a cookie) and kept on the account,
// so signing in elsewhere speaks it too.

/** Chooses a language with the header's switcher (in the menu on a phone). */
async function chooseLanguage(page: Page, label: string, language: string) {
  const nav = await openSiteMenu(page);
  await nav.getByRole("combobox", { name: label }).selectOption({ label: language });
}

test("a visitor switches to German; a reload keeps it", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await chooseLanguage(page, "Language", "Deutsch");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const nav = await openSiteMenu(page);
  await expect(nav.getByRole("link", { name: "Regeln" })).toBeVisible();
  await expect(nav.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    (await openSiteMenu(page)).getByRole("link", { name: "Regeln" }),
  ).toBeVisible();
  await expectAxeClean(page, "the home page in German");
});

test("a browser set to Spanish gets Spanish without choosing", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: "es-ES",
    extraHTTPHeaders: { "x-forwarded-for": testAddress(`${testInfo.testId}-es`) },
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    (await openSiteMenu(page)).getByRole("link", { name: "Reglas" }),
  ).toBeVisible();
  await context.close();
});

test("an account's language follows it to another browser", async ({
  page,
  browser,
}, testInfo) => {
  const username = `nl_${testInfo.project.name.slice(0, 1)}_${Date.now() % 1_000_000}`;
  const password = "a-long-pass-phrase";
  const made = await page.request.post("/api/trpc/account.signUp", {
    data: { json: { username, password } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  expect(await signInOverHttp(page.request, username, password)).toBe("");

  await page.goto("/");
  await chooseLanguage(page, "Language", "Nederlands");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");

  // Another browser, English by its own settings and with no cookie of ours: signing in
  // brings the account's Dutch.
  const elsewhere = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: "en-US",
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": testAddress(`${testInfo.testId}-other`) },
  });
  const other = await elsewhere.newPage();
  await other.goto("/");
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  expect(await signInOverHttp(other.request, username, password)).toBe("");
  await other.goto("/");
  await expect(other.locator("html")).toHaveAttribute("lang", "nl");
  await expect(
    (await openSiteMenu(other)).getByRole("link", { name: "Regels" }),
  ).toBeVisible();
  await elsewhere.close();
});

test("German runs long: home, account and a championship fit the screen", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.addCookies([{ name: "NEXT_LOCALE", value: "de", url: baseURL ?? "" }]);
  const username = `de_${testInfo.project.name.slice(0, 1)}_${Date.now() % 1_000_000}`;
  const password = "a-long-pass-phrase";
  const made = await page.request.post("/api/trpc/account.signUp", {
    data: { json: { username, password, name: "Wolfgang Amadeus" } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  expect(await signInOverHttp(page.request, username, password)).toBe("");
  // A championship of two games against a bot, its first game dealt.
  const created = await page.request.post("/api/trpc/championship.create", {
    data: {
      json: {
        name: "Freitagabend-Meisterschaft",
        seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
        turnTimerSeconds: null,
        games: 2,
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { championshipId, gameId } = (
    (await created.json()) as {
      result: { data: { json: { championshipId: string; gameId: string } } };
    }
  ).result.data.json;
  const started = await page.request.post("/api/trpc/lobby.start", {
    data: { json: { gameId } },
  });
  expect(started.ok(), await started.text()).toBe(true);

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Mit Freunden" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Deine Spiele" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the home page in German");
  await shoot(page, testInfo, "de-home");

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Dein Konto", level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, "the account page in German");
  await expectAxeClean(page, "the account page in German");
  await shoot(page, testInfo, "de-account");

  await page.goto(`/championships/${championshipId}`);
  await expect(page.getByText("2 Spiele · 0 gespielt")).toBeVisible();
  await expect(page.getByText("Spiel 1: läuft")).toBeVisible();
  await expectNoSidewaysScroll(page, "a championship in German");
  await expectAxeClean(page, "a championship in German");
  await shoot(page, testInfo, "de-championship");

  // The header stays one row at the widths between a phone and a wide screen, where
  // German's longer names meet the signed-in name and the switcher.
  if (testInfo.project.name === "desktop")
    for (const width of [800, 1000, 1199, 1200]) {
      await page.setViewportSize({ width, height: 800 });
      const [scrollWidth, clientWidth] = await page
        .locator(".site-nav")
        .evaluate((nav) => [nav.scrollWidth, nav.clientWidth]);
      expect(scrollWidth, `the header at ${width} px`).toBeLessThanOrEqual(clientWidth);
      // Folded, the menu is closed; in one row, every link and the switcher sit inside
      // the header's height.
      if (await page.locator(".site-menu nav a").first().isVisible()) {
        const header = await page.locator(".site-nav").boundingBox();
        for (const item of await page
          .locator(".site-menu nav a, .site-menu .who > *")
          .all()) {
          const box = await item.boundingBox();
          const middle = (box?.y ?? 0) + (box?.height ?? 0) / 2;
          expect(middle, `the header's row at ${width} px`).toBeLessThan(
            (header?.y ?? 0) + (header?.height ?? 0),
          );
        }
      }
    }
});
