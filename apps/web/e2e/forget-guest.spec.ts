import { expect, test } from "./fixtures";
import {
  expectAxeClean,
  expectNoSidewaysScroll,
  openSiteMenu,
  shoot,
} from "./table-helpers";

// A guest on a shared computer forgets themself on this device (issue #37): the guest
// cookie goes, so the next person at the computer starts afresh.
test("a guest on a shared computer is forgotten on this device", async ({
  page,
}, testInfo) => {
  const made = await page.request.post("/api/trpc/session.playAsGuest", {
    data: { json: { name: "Library Guest" } },
  });
  expect(made.ok()).toBe(true);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "This device" })).toBeVisible();
  await expectNoSidewaysScroll(page, "account page of a guest");
  await expectAxeClean(page, "account page of a guest");
  await shoot(page, testInfo, "account-guest");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Forget me on this device" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  // Nobody is here any more: the ways in, no guest name.
  const menu = await openSiteMenu(page);
  await expect(menu.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.locator(".site-nav")).not.toContainText("Library Guest");
  const me = await page.request.get(
    `/api/trpc/session.me?input=${encodeURIComponent(JSON.stringify({ json: null }))}`,
  );
  expect(
    ((await me.json()) as { result: { data: { json: unknown } } }).result.data.json,
  ).toBeNull();
});
