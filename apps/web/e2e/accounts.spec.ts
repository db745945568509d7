import { expect, test } from "./fixtures";
import { signInOverHttp } from "./sign-in-http";
import { openSiteMenu } from "./table-helpers";

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

  await (await openSiteMenu(page)).getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(
    (await openSiteMenu(page)).getByRole("link", { name: "Sign in" }),
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

test("guessing one account's password trips the limit, from any address", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const username = `guess_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  // Ten free guesses from this test's address…
  for (let i = 0; i < 10; i++)
    expect(await signInOverHttp(page.request, username, `guess-number-${i}`)).toBe(
      "wrong_credentials",
    );
  // …then a wait, which the page says in words.
  await page.goto("/signin");
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Password").fill("guess-number-10");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Too many attempts.")).toBeVisible();
  // A new address (a second machine of the guesser's) waits on the same account.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "192.0.2.200" },
  });
  expect(await signInOverHttp(elsewhere, ` ${username.toUpperCase()}`, "guess-11")).toBe(
    "too_many_attempts",
  );
  await elsewhere.dispose();
});
