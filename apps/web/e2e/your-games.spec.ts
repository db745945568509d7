import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import {
  expectAxeClean,
  expectNoSidewaysScroll,
  openBotTable,
  openSiteMenu,
  openTableTab,
} from "./table-helpers";

// "Your games" on the home page (a table vs a bot and one still gathering players),
// back to the table through the list, and the tab saying "Your turn" while it is.

const TURN_TITLE = "Your turn · 3UP 3DOWN";

async function call(page: Page, path: string, input: unknown) {
  const res = await page.request.post(`/api/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

const icon = (page: Page) =>
  page.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute("href"));

test("your games: listed at home, one click back to the table, and the tab marks your turn", async ({
  page,
}, testInfo) => {
  // Setup comes first: the guest must choose face-up cards, so it is their turn.
  const gameId = await openBotTable(page, 1, ["red", "blue"]);
  const waiting = (await call(page, "lobby.create", {
    seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "beginner" }],
  })) as { id: string };
  await expect(page).toHaveTitle(TURN_TITLE);
  expect(await icon(page)).toMatch(/^data:image\/svg\+xml,/);
  // The page's own title and icon can land after the turn (Next.js streams them): the
  // mark must come back, as it once did not in CI.
  await page.evaluate(() => {
    document.title = "3UP 3DOWN online";
    document.querySelector('link[rel~="icon"]')?.setAttribute("href", "/icon.svg");
  });
  await expect(page).toHaveTitle(TURN_TITLE);
  expect(await icon(page)).toMatch(/^data:image\/svg\+xml,/);

  // Leave the table through the site's header: the title and icon are the page's own.
  await page.locator(".site-nav").getByRole("link", { name: "3UP 3DOWN" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveTitle(TURN_TITLE);
  expect(await icon(page)).not.toMatch(/^data:/);

  const list = page.getByRole("region", { name: "Your games" });
  const rows = list.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  // Their turn comes first.
  await expect(rows.first()).toContainText("Your turn");
  await expect(rows.first()).toContainText("3UP 3DOWN with Bruno (Beginner)");
  await expect(list.getByText("Waiting to start: 2 of 3 seats taken")).toBeVisible();
  await expectNoSidewaysScroll(page, "home with your games");
  await expectAxeClean(page, "home with your games");
  await page.screenshot({
    path: `/tmp/yourgames-home-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The waiting table is not anyone's turn: its tab keeps the normal title.
  await list.getByRole("link").nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/table/${waiting.id}$`));
  await expect(page.getByRole("heading", { name: "Table", level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle(TURN_TITLE);

  await page.goto("/");
  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/table/${gameId}$`));
  await expect(page).toHaveTitle(TURN_TITLE);

  // My games lists them too.
  await (await openSiteMenu(page)).getByRole("link", { name: "My games" }).click();
  const onProfile = page.getByRole("region", { name: "Your games" });
  await expect(onProfile.getByRole("listitem")).toHaveCount(2);
  await expect(onProfile.getByRole("listitem").first()).toContainText("Your turn");
  await expectAxeClean(page, "My games with your games");
  await page.screenshot({
    path: `/tmp/yourgames-profile-${testInfo.project.name}.png`,
    fullPage: true,
  });
});

test("turn notifications: asked for only when turned on, one per turn while the tab is hidden", async ({
  page,
}, testInfo) => {
  // A stand-in for the browser's notifications that counts what the page asks of it.
  await page.addInitScript(() => {
    const w = window as unknown as { shown: string[]; asked: number };
    w.shown = [];
    w.asked = 0;
    class FakeNotification {
      static permission = "default";
      static requestPermission() {
        w.asked += 1;
        FakeNotification.permission = "granted";
        return Promise.resolve("granted");
      }
      onclick: (() => void) | null = null;
      constructor(title: string) {
        w.shown.push(title);
      }
      close() {}
    }
    Object.defineProperty(window, "Notification", { value: FakeNotification });
  });
  await openBotTable(page, 1, ["red", "blue"]);
  await openTableTab(page, "Settings");
  const toggle = page.getByLabel("Notify me when it's my turn");
  await expect(toggle).not.toBeChecked();
  const counts = () =>
    page.evaluate(() => {
      const w = window as unknown as { shown: string[]; asked: number };
      return { asked: w.asked, shown: w.shown.length };
    });
  expect(await counts()).toEqual({ asked: 0, shown: 0 });

  await toggle.check();
  await expect(toggle).toBeChecked();
  await page.screenshot({ path: `/tmp/yourgames-table-${testInfo.project.name}.png` });
  expect(await counts()).toEqual({ asked: 1, shown: 0 }); // the tab is visible: no notice

  // The tab goes to the background during the player's turn: one notification, however
  // often the page hears about it.
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    for (let i = 0; i < 3; i++) document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(counts).toEqual({ asked: 1, shown: 1 });
  expect(await page.evaluate(() => window.localStorage.getItem("3u3d.notify-turn"))).toBe(
    "on",
  );
});
