// A person's news (issue #64): one stream per browser, however many tabs are open (a
// browser keeps six connections to a site over HTTP/1.1), read by one tab and passed
// to the others; when that tab closes another takes over. A table dealt for the
// person shows in "Your games" of a tab that does not read the stream, at once: the
// list polls only every 30 s while the news is live.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

async function call(page: Page, path: string, input: unknown) {
  const res = await page.request.post(`/api/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

test("one news stream for two tabs; a table dealt shows at once in the other tab; a closed tab hands it on", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser is enough");
  const opened: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/me/events") opened.push(request.url());
  });
  await call(page, "session.playAsGuest", { name: "Newsy" });
  await page.goto("/");
  const second = await context.newPage();
  await second.goto("/");
  await expect.poll(() => opened.length).toBe(1);
  // The second tab hears the stream's opening "all" through the first, and settles.
  await second.waitForTimeout(1_000);
  expect(opened).toHaveLength(1);

  const table = (await call(second, "lobby.create", {
    seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    options: { colors: ["red", "green"] },
  })) as { id: string };
  await call(second, "lobby.start", { gameId: table.id });
  // Well inside the 30 s the list would wait for its next look.
  const list = second.getByRole("region", { name: "Your games" });
  await expect(list.getByRole("listitem")).toHaveCount(1, { timeout: 5_000 });
  await expect(list).toContainText("Your turn");

  await page.close();
  await expect.poll(() => opened.length).toBe(2);
});
