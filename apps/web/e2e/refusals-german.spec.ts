import { expect, test } from "./fixtures";
import { expectAxeClean, expectNoSidewaysScroll, shoot } from "./table-helpers";

// A request's problems in the page's language (issue #39): the browser's own checks of
// a guest's name and of an invite code (the same words the server says, from the
// catalogue's refusals.validation) and a refusal the server says, in German. German runs
// long: the home page with both problems is photographed at 375 px and on a desktop.

test("a guest's name and an invite code are explained in German, as the server says them", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.addCookies([{ name: "NEXT_LOCALE", value: "de", url: baseURL! }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  // A one-letter name: the field says what a name needs, as the guest types.
  const name = page.getByLabel("Dein Name am Tisch");
  await name.fill("A");
  const nameWords = page.locator("#guest-name-error");
  await expect(nameWords).toHaveText("Namen brauchen mindestens 2 Zeichen.");
  await expect(name).toHaveAttribute("aria-invalid", "true");

  // A code with a letter codes leave out, then one too short: explained beside the box.
  const box = page.getByLabel("Mit Code beitreten");
  await box.fill("abcd0345");
  await page.getByRole("button", { name: "Beitreten", exact: true }).click();
  const codeWords = page.locator("#join-code-error");
  await expect(codeWords).toHaveText(
    "Einladungscodes enthalten weder 0 noch O: Zeichen, die sich ähneln, werden weggelassen.",
  );
  await box.fill("abc");
  await page.getByRole("button", { name: "Beitreten", exact: true }).click();
  await expect(codeWords).toHaveText(
    "Ein Einladungscode hat 10 Buchstaben und Ziffern, dieser hat 3.",
  );
  await expect(codeWords).toBeInViewport();
  await expectNoSidewaysScroll(page, "the home page with German problems");
  await shoot(page, testInfo, "refusals-german");
  await expectAxeClean(page, "the home page with German problems");

  // The server says the same words in the request's language.
  const joined = await page.request.post("/api/trpc/session.playAsGuest", {
    data: { json: { name: "A" } },
  });
  expect(joined.status()).toBe(400);
  const body = (await joined.json()) as { error: { json: { message: string } } };
  expect(body.error.json.message).toBe("Namen brauchen mindestens 2 Zeichen.");
});
