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
  // The leaderboard asks only those without an account to create one.
  const joinIn = page.getByRole("main").getByRole("link", { name: "Create one" });
  await page.goto("/leaderboard");
  // Who this is is known once the header names them (until then the line is not asked).
  await expect(page.locator(".site-nav")).toContainText("Tester");
  await expect(page.getByText("only accounts are listed")).toBeVisible();
  await expect(joinIn).toHaveCount(0);

  await (await openSiteMenu(page)).getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(
    (await openSiteMenu(page)).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  await page.goto("/leaderboard");
  await expect(joinIn).toBeVisible();

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

test("guessing one account's password is held at that address; its owner signs in from home", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const username = `guess_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  const password = "the-owners-password";
  const made = await page.request.post("/api/trpc/account.signUp", {
    data: { json: { username, password } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  // Ten wrong guesses from this test's address…
  for (let i = 0; i < 10; i++)
    expect(await signInOverHttp(page.request, username, `guess-number-${i}`)).toBe(
      "wrong_credentials",
    );
  // …then a wait, which the page says in words: not even the right password is tried.
  await page.goto("/signin");
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Too many attempts.")).toBeVisible();
  // The owner, at home on another address, signs in (any spelling of the name).
  const home = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "192.0.2.200" },
  });
  expect(await signInOverHttp(home, ` ${username.toUpperCase()}`, password)).toBe("");
  await home.dispose();
});
