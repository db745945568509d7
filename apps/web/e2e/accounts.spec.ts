import { expect, test } from "./fixtures";

test("sign up, sign out, sign in (and a wrong password is refused)", async ({
  page,
}, testInfo) => {
  const username = `e2e_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  const password = "correct-horse-battery";

  await page.goto("/signup");
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Name shown at the table (optional)").fill("Tester");
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/profile/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tester");
  await expect(page.locator(".site-nav")).toContainText("Tester");

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(
    page.locator(".site-nav").getByRole("link", { name: "Sign in" }),
  ).toBeVisible();

  await page.goto("/signin");
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong user name or password.")).toBeVisible();

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/profile/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tester");
});
