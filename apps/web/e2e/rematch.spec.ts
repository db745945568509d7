import type { Page } from "@playwright/test";

import { expect, test, testAddress } from "./fixtures";
import { noPause } from "./no-pause";
import { watchConsole } from "./play";
import {
  expectAxeClean,
  expectNoSidewaysScroll,
  shoot,
  tableReady,
} from "./table-helpers";

// "Play again" across two browsers: Ann asks at the ended table, Bob sees the offer
// arrive without reloading and joins with one click into the seat he had, Ann deals.
// The game is ended the quickest way (both leave at once, so it is abandoned), which
// offers a rematch like any finished game.

/** A tRPC mutation as this page's browser (its cookies: its guest). */
async function call(page: Page, path: string, input: unknown): Promise<unknown> {
  const res = await page.request.post(`/api/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

test("a rematch asked by one player is joined by the other in one click, live", async ({
  page: ann,
  browser,
}, testInfo) => {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const bobContext = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    storageState: noPause(testInfo.project.use.baseURL ?? ""),
    extraHTTPHeaders: { "x-forwarded-for": testAddress(`${testInfo.testId}#bob`) },
  });
  const bob = await bobContext.newPage();
  const bobErrors: string[] = [];
  watchConsole(bob, bobErrors);

  // Ann's table: her, Bob and a bot, dealt and left by both (abandoned).
  await call(ann, "session.playAsGuest", { name: "Ann" });
  await call(bob, "session.playAsGuest", { name: "Bob" });
  const table = (await call(ann, "lobby.create", {
    seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "beginner" }],
    options: { colors: ["red", "blue", "green"] },
  })) as { id: string; inviteCode: string };
  await call(bob, "lobby.join", { inviteCode: table.inviteCode });
  await call(ann, "lobby.start", { gameId: table.id });
  await ann.goto(`/table/${table.id}`);
  await bob.goto(`/table/${table.id}`);
  for (const page of [ann, bob]) await tableReady(page);
  await expect(bob.getByTestId("hand").locator("[data-card]")).toHaveCount(6);
  await call(ann, "game.resign", { gameId: table.id });
  await call(bob, "game.resign", { gameId: table.id });

  // Both see the end live; Ann asks for a rematch and lands at its table as host.
  await expect(bob.getByRole("button", { name: "Play again" })).toBeVisible();
  await ann.getByRole("button", { name: "Play again" }).click();
  await ann.waitForURL(
    (url) => url.pathname.startsWith("/table/") && !url.pathname.endsWith(table.id),
  );
  await expect(
    ann.getByRole("button", { name: /Waiting for 1 more player/ }),
  ).toBeVisible();

  // Bob's page, never reloaded, now offers the rematch.
  await expect(bob.getByText("Ann wants a rematch.")).toBeVisible();
  const join = bob.getByRole("button", { name: "Join the rematch" });
  await expect(join).toBeVisible();
  await shoot(bob, testInfo, "rematch-offer");
  await expectNoSidewaysScroll(bob, "the rematch offer");
  await expectAxeClean(bob, "the rematch offer");
  await join.click();
  await bob.waitForURL(ann.url());
  // Back in his old seat (the second), waiting for Ann to deal.
  await expect(bob.getByText("Waiting for the host to deal")).toBeVisible();
  await shoot(ann, testInfo, "rematch-lobby");
  await expect(bob.locator(".lobby-seats li").nth(1)).toContainText("You");
  await expectAxeClean(bob, "the rematch table");

  await ann.getByRole("button", { name: "Deal the cards" }).click();
  await expect(ann.getByTestId("hand").locator("[data-card]")).toHaveCount(6);
  await expect(bob.getByTestId("hand").locator("[data-card]")).toHaveCount(6);
  expect(bobErrors).toEqual([]);
  await bobContext.close();
});
