import { expect, test } from "./fixtures";
import { expectAxeClean, openSiteMenu, shoot } from "./table-helpers";

// The header's menu (site-nav.tsx) is the browser's own popover, so a tap on Menu
// works before the page's script has run: on a slow phone, the first seconds of every
// page. A click handler did nothing then (CI once waited a minute for the menu).

test.describe("before the page's script has run", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu opens and its links are there", async ({ page }) => {
    await page.goto("/");
    const nav = await openSiteMenu(page);
    await expect(nav.getByRole("link", { name: "Rules" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Leaderboard" })).toBeVisible();
  });
});

test("the menu closes with Escape, with a tap elsewhere and by going somewhere", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "desktop",
    "a wide header shows its links in the row",
  );
  await page.goto("/");
  const button = page.locator("button[aria-controls='site-menu']");
  const menu = page.locator("#site-menu");

  await openSiteMenu(page);
  // React follows the browser's popover.
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expectAxeClean(page, "the home page with the menu open");
  await shoot(page, testInfo, "site-menu-open");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // The brand leads to the page already shown: only the tap outside closes the menu.
  await openSiteMenu(page);
  await page.locator(".site-nav .brand").click();
  await expect(menu).toBeHidden();

  // Going to a page the App Router serves, where React follows the menu: the rules
  // page is served without React (src/pages/rules.tsx), a plain page load.
  const nav = await openSiteMenu(page);
  await nav.getByRole("link", { name: "Leaderboard" }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});
