import { expect, test } from "./fixtures";
import { playShortGameOverHttp } from "./http-game";
import { signInOverHttp } from "./sign-in-http";
import { expectAxeClean, expectNoSidewaysScroll, shoot } from "./table-helpers";
import { client } from "./trpc-http";

// Progress on a profile (issue #62): a signed-in player plays three rated games — over
// the API, the quickest honest way (the table's own flow is other specs' work) — and
// their page shows their progress first: the rating graph, drawn on the server, and
// the record against each bot level; their public profile shows the same.

test("after three rated games, the profile shows the rating graph and the record per bot level", async ({
  page,
  baseURL,
}, testInfo) => {
  // About 25 s on a quiet machine, 90 s seen at load 14 on two cores: a hang guard
  // with room for a busier one (three games over HTTP, then two pages).
  test.setTimeout(180_000);
  const suffix = `${testInfo.project.name}_${Date.now() % 1_000_000}`;
  const username = `climb_${suffix}`; // at most 20 characters
  const password = "three-games-up";
  const signUp = await page.request.post("/api/trpc/account.signUp", {
    data: { json: { username, password, name: `Climber ${suffix}`.slice(0, 24) } },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  expect(await signInOverHttp(page.request, username, password)).toBe("");
  // The browser's session, in a client that plays games over tRPC.
  const cookie = (await page.context().cookies())
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  const player = await client(baseURL!, cookie);
  for (const level of ["random", "beginner", "random"])
    await playShortGameOverHttp(player, { level });
  await player.http.dispose();

  await page.goto("/profile");
  // Progress comes first on one's own page.
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Progress");
  const progress = page.getByRole("region", { name: "3UP 3DOWN" });
  await expect(progress).toContainText("3 rated games");
  const graph = progress.getByRole("img", { name: "Rating in 3UP 3DOWN, game by game" });
  await expect(graph).toBeVisible();
  // A point per game and the start: the line has four corners.
  expect(await graph.locator("path.dots").getAttribute("d")).toMatch(
    /^(M[\d.]+,[\d.]+h0){4}$/,
  );
  const stats = progress.getByRole("definition");
  await expect(stats.first()).toHaveText("3"); // Games
  await expect(progress.getByRole("listitem")).toHaveText([
    /^Rookie: \d wins? of 2$/,
    /^Beginner: \d wins? of 1$/,
  ]);
  // The same numbers as a table, for those who cannot see the line.
  await progress.getByText("Rating after each rated game").click();
  await expect(progress.getByRole("table").getByRole("row")).toHaveCount(4);
  await expectNoSidewaysScroll(page, "the profile");
  await expectAxeClean(page, "the profile");
  await shoot(page, testInfo, "progress-profile");

  // Anyone's view of this player: the public profile shows the same progress (axe
  // reads that page in names-and-leaderboard.spec.ts).
  await page.getByRole("link", { name: "Your public profile" }).click();
  await page.waitForURL(/\/players\//);
  await expect(
    page
      .getByRole("region", { name: "3UP 3DOWN" })
      .getByRole("img", { name: "Rating in 3UP 3DOWN, game by game" }),
  ).toBeVisible();
});
