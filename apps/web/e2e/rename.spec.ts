import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectAxeClean, expectNoSidewaysScroll, openSiteMenu } from "./table-helpers";

// Renaming yourself invalidates the cached `session.me`, so the header shows the new
// name at once: no navigation, no reload (before the client data layer it kept the old
// name until the next page).

/** Marks the page so a reload (which would wipe the mark) can be told apart. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
}

async function renameOnAccountPage(page: Page, name: string) {
  const url = page.url();
  await markPage(page);
  await page.getByLabel("Name shown at the table").fill(name);
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("status")).toContainText("Saved");
  expect(page.url(), "the page stayed where it was").toBe(url);
  expect(
    await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    "the page was not reloaded",
  ).toBe(true);
}

test("a guest renames themself and the header shows the new name at once", async ({
  page,
}) => {
  const made = await page.request.post("/api/trpc/session.playAsGuest", {
    data: { json: { name: "Tess" } },
  });
  expect(made.ok()).toBe(true);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You, as a guest");
  await expect(page.locator(".site-nav")).toContainText("Tess (guest)");

  await renameOnAccountPage(page, "Wandering Wren");
  const nav = await openSiteMenu(page);
  await expect(nav.getByRole("link", { name: "Wandering Wren (guest)" })).toBeVisible();
  await expect(nav.getByText("Tess")).toHaveCount(0);
  await expectNoSidewaysScroll(page, "the account page");
  await expectAxeClean(page, "the account page after renaming");
});

test("an account renames itself and the header shows the new name at once", async ({
  page,
}, testInfo) => {
  const username = `rn_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  await page.goto("/signup");
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Name shown at the table (optional)").fill("Before");
  await page.getByLabel(/^Password/).fill("rename-me-please-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/profile/);
  const nav = await openSiteMenu(page);
  await nav.getByRole("link", { name: "Before" }).click();
  await page.waitForURL(/\/account/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");

  await renameOnAccountPage(page, "After");
  await expect(
    (await openSiteMenu(page)).getByRole("link", { name: "After" }),
  ).toBeVisible();
  // The profile page reads the same cached answer: already the new name.
  await (await openSiteMenu(page)).getByRole("link", { name: "My games" }).click();
  await page.waitForURL(/\/profile/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("After");
});
