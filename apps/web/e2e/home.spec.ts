import { expect, test } from "./fixtures";
import { expectAxeClean } from "./table-helpers";

test("the home page loads and tells what the game is", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3UP 3DOWN");
  await expect(page.getByText("Empty your hand")).toBeVisible();
});

test("the health endpoint reports the database and its migration", async ({
  request,
}) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    ok: boolean;
    database: string;
    migration: string | null;
  };
  expect(body.ok).toBe(true);
  expect(body.database).toBe("up");
  expect(body.migration).toMatch(/^\d{14}_\w+$/);
});

test("the create-table form offers Palace no more than 5 seats, and the scoring house rule", async ({
  page,
}) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "create a table" });
  const addSeat = form.getByRole("button", { name: "Add a seat" });
  const seats = form.locator(".seat-choice");
  // 3UP 3DOWN goes up to 12 players: eleven seats beside yours.
  while (await addSeat.isVisible()) await addSeat.click();
  await expect(seats).toHaveCount(11);
  // Palace is for 2–5 players (R-P-DECK): choosing it trims the seats to four beside you.
  await form.getByLabel("Rules").selectOption("palace");
  await expect(seats).toHaveCount(4);
  await expect(addSeat).toBeHidden();
  // The house rule is among Palace's table options, off unless the table turns it on.
  await expect(form.getByLabel("Table cards count too")).not.toBeChecked();
});

test("the bot picker says how strong each bot is, from the bot ladder", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "create a table" });
  const ratingOf = async (level: string) => {
    const label = await form
      .locator(`.seat-choice option[value="${level}"]`)
      .first()
      .textContent();
    return Number(label?.match(/\((\d{3,4})\)$/)?.[1]);
  };
  const ladder = await Promise.all(
    ["random", "beginner", "heuristic", "tactician", "expert"].map(ratingOf),
  );
  for (const rating of ladder) expect(rating).toBeGreaterThan(0);
  expect([...ladder].sort((a, b) => a - b)).toEqual(ladder); // each level above the last
  await form.getByText("About the bots").click();
  await expect(form.locator(".bot-guide")).toContainText(`Expert · ${ladder[4]}`);
  await form.locator(".bot-guide").screenshot({
    path: `../../.reports/playwright/bot-guide-${testInfo.project.name}.png`,
  });
});

test("the home page shows the game and the ways in before any form, on the first screen", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "3UP 3DOWN" });
  const picture = hero.getByRole("img", { name: /A game in progress/ });
  const friends = hero.getByRole("link", { name: "Play with friends" });
  const ways = [
    hero.getByRole("button", { name: "Play now against a bot" }),
    friends,
    hero.getByRole("link", { name: "Learn the rules" }),
    hero.getByRole("link", { name: "Practice offline" }),
  ];
  // All on the first screen, the page at the top, at each project's size.
  for (const shown of [picture, ...ways]) await expect(shown).toBeInViewport();
  await expectAxeClean(page, "the home page");
  await page.screenshot({
    path: `../../.reports/playwright/home-${testInfo.project.name}.png`,
  });
  // "Play with friends" jumps to the create-table form.
  await friends.click();
  await expect(page).toHaveURL(/#new-table$/);
  await expect(page.getByRole("form", { name: "create a table" })).toBeInViewport();
});

test("nothing on the home page moves when its JavaScript arrives", async ({ page }) => {
  // The lesson's offer appears for a first-time visitor only once the browser has
  // said so (learn-offer.tsx); this is about the parts that ask the API, rendered on
  // the server and hydrated from a chunk of their own (components/home/home-islands.tsx).
  // The header's live parts come after hydration on every page (site-live.tsx) and
  // are not the page's: only what moved inside <main> counts here.
  await page.addInitScript(() => localStorage.setItem("3u3d.lessonSeen", "1"));
  await page.goto("/");
  // The name field takes typing once its part is the browser's: the parts' chunk
  // (TanStack Query, the tRPC client) has arrived and hydrated.
  await expect(
    page.getByRole("textbox", { name: "Your name at the table" }),
  ).toBeEditable();
  await expect(page.getByTestId("who-is-here")).toBeVisible();
  const moved = await page.evaluate(() => {
    const main = document.querySelector("main");
    const observer = new PerformanceObserver(() => undefined);
    // Buffered entries are in the observer's own list as soon as it observes: read at
    // once with takeRecords, not after a wait a busy machine could outlast.
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      sources: { node?: Node | null }[];
    })[];
    observer.disconnect();
    const seen: string[] = [];
    for (const entry of entries)
      for (const { node } of entry.sources)
        if (!node || main?.contains(node))
          seen.push(
            `${entry.value}: ${(node as Element | null)?.outerHTML.slice(0, 80) ?? "?"}`,
          );
    return seen;
  });
  expect(moved).toEqual([]);
});
