import type { Page } from "@playwright/test";

import { expect, test, testAddress } from "./fixtures";
import { signInOverHttp } from "./sign-in-http";
import { expectAxeClean } from "./table-helpers";

// The site's languages (issue #39): the browser's language by default, a switcher in
// the header, the choice remembered by the browser (a cookie) and kept on the account,
// so signing in elsewhere speaks it too.

/** The header with its links in sight, in any language (a phone folds them into a menu). */
async function openSiteMenu(page: Page) {
  const menu = page.locator("button[aria-controls='site-menu']");
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true")
    await menu.click();
  return page.locator(".site-nav");
}

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
  const username = `lang_${testInfo.project.name}_${Date.now() % 1_000_000}`;
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
