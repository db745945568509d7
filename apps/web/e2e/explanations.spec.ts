import type { Page, TestInfo } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectAxeClean, openBotTable } from "./table-helpers";

// Words that explain, where they are needed: a greyed card says why when tapped or
// chosen from the keyboard, a mistyped code is explained beside the join box before
// any request, an invite link that leads nowhere says so before asking for a name,
// and a refused button shows its error beside it, on screen.

/** A screenshot of what is on screen (not the whole page) for people to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `../../.reports/explain-${name}-${testInfo.project.name}.png`,
  });
}

test("a greyed card says why: by tap on a phone, by keyboard on a desktop", async ({
  page,
}, testInfo) => {
  await openBotTable(page, 1, ["red", "blue"]);
  const mine = page.getByRole("region", { name: "your cards" });
  const cards = mine.locator("button.card-button");
  await expect(cards).toHaveCount(6);
  const reason = page.getByTestId("card-reason");
  const chosenThree = "You have chosen three. Tap one to take it back.";

  if (testInfo.project.name === "phone") {
    for (let i = 0; i < 3; i++) await cards.nth(i).tap();
    const greyed = cards.nth(3);
    await expect(greyed).toHaveAttribute("aria-disabled", "true");
    // Playwright counts aria-disabled as not enabled and would wait; a finger does not.
    await greyed.tap({ force: true });
    await expect(reason).toHaveText(chosenThree);
    await expect(greyed).toHaveAttribute("aria-describedby", "card-reason");
  } else {
    // Keyboard only: Tab to a card, Enter to choose it, three times; then Tab on to a
    // greyed card and press Space on it.
    const focusedCard = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLButtonElement) || !el.closest(".mine")) return null;
        return {
          pressed: el.getAttribute("aria-pressed"),
          disabled: el.getAttribute("aria-disabled"),
        };
      });
    let chosen = 0;
    for (let presses = 0; presses < 40 && chosen < 4; presses++) {
      const card = await focusedCard();
      if (card && card.pressed === "false" && chosen < 3) {
        await page.keyboard.press("Enter");
        chosen++;
      } else if (card?.disabled === "true" && chosen === 3) {
        await page.keyboard.press("Space");
        chosen++;
      } else await page.keyboard.press("Tab");
    }
    expect(chosen, "three cards chosen and a greyed one reached by Tab").toBe(4);
    await expect(reason).toHaveText(chosenThree);
    await expect(page.locator(":focus")).toHaveAttribute(
      "aria-describedby",
      "card-reason",
    );
  }
  await expect(reason).toBeInViewport();
  await shot(page, testInfo, "card-reason");
  await expectAxeClean(page, "the table with a card's reason");
});

test("a short join code is explained beside the box, without a request", async ({
  page,
}, testInfo) => {
  const lookups: string[] = [];
  page.on("request", (r) => {
    if (/lobby\.(join|byInvite)|\/join\//.test(r.url())) lookups.push(r.url());
  });
  await page.goto("/");
  const box = page.getByLabel("Join with a code");
  await box.fill("abc");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  const words = page.locator("#join-code-error");
  await expect(words).toHaveText(
    "An invite code has 10 letters and digits; this one has 3.",
  );
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAttribute("aria-describedby", "join-code-error");
  await expect(box).toBeFocused();
  await expect(words).toBeInViewport();
  expect(lookups).toEqual([]);
  expect(new URL(page.url()).pathname).toBe("/");
  await shot(page, testInfo, "join-code");
  await expectAxeClean(page, "the home page with a join code's error");
});

test("an invite link that leads nowhere says so before asking for a name", async ({
  page,
}, testInfo) => {
  for (const code of ["ZZZZ2222", "no-such-code"]) {
    await page.goto(`/join/${code}`);
    await expect(
      page.getByRole("heading", { name: "This invite link doesn't lead to a table" }),
    ).toBeVisible();
    await expect(page.getByLabel("Your name at the table")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Take my seat" })).toHaveCount(0);
  }
  await shot(page, testInfo, "bad-invite");
  await expectAxeClean(page, "a bad invite link");
});

test("a refused Create shows its error beside the button, on screen", async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the long form matters on a phone");
  const refusal = "Too many new guests from your address: try again in 40 seconds.";
  // The server's refusal, as the rate limiter words it (50 real guests would be slow).
  await page.route(/\/api\/trpc\/session\.playAsGuest/, (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify([
        {
          error: {
            json: {
              message: refusal,
              code: -32029,
              data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 },
            },
          },
        },
      ]),
    }),
  );
  await page.goto("/");
  const create = page.getByRole("button", { name: "Create the table" });
  await create.scrollIntoViewIfNeeded();
  await create.click();
  const alert = page.locator("#create-table-error");
  await expect(alert).toHaveText(refusal);
  await expect(alert).toBeInViewport();
  await expect(create).toHaveAttribute("aria-describedby", "create-table-error");
  // Beside the button: its top no further than a line below the button's bottom.
  const [b, a] = [await create.boundingBox(), await alert.boundingBox()];
  expect(a!.y - (b!.y + b!.height)).toBeLessThan(24);
  await shot(page, testInfo, "create-error");
  await expectAxeClean(page, "the home page with a refused Create");
  // The browser logs the refused request itself; nothing else may be logged.
  const others = consoleErrors.filter((e) => !/status of 429/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
