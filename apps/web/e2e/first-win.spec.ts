import type { APIRequestContext } from "@playwright/test";

import { cardInfo, type Move } from "@3u3d/engine";

import { expect, test } from "./fixtures";
import { SHORT_DECK } from "./play";
import { expectAxeClean, expectNoSidewaysScroll, tableReady } from "./table-helpers";

// A guest's first win against a Rookie, to its ending: the celebration, the guest's
// place and penalty points first, and the first achievement just earned; "Play again"
// the main button, "Analyse my play" and the profile's progress a tap away. The game
// is played over the API with the guest's own cookie (a person's moves by the rules,
// the lowest card first), short (two colours), until the guest wins one: clicking
// through a whole game is play-vs-bot.spec.ts's job, and the ending is what is tested
// here. Then the table page is opened as the guest sees it when the game ends.

type Legal = { version: number; moves: Move[] };
type Snapshot = { seat: number | null; status: string; view: { winner: number | null } };

/** The lowest play (the most cards of it), a setup with the strongest face up; a pick-up last. */
function choose(moves: Move[]): Move {
  const rank = (code: string) => cardInfo("3up3down", code)?.rank ?? 99;
  const plays = moves.flatMap((m) => (m.type === "play" ? [m] : []));
  if (plays.length > 0)
    return plays.reduce((best, m) =>
      rank(m.cards[0]!) < rank(best.cards[0]!) ||
      (rank(m.cards[0]!) === rank(best.cards[0]!) && m.cards.length > best.cards.length)
        ? m
        : best,
    );
  const setups = moves.flatMap((m) => (m.type === "setup" ? [m] : []));
  const sum = (m: { faceUp: string[] }) => m.faceUp.reduce((s, c) => s + rank(c), 0);
  if (setups.length > 0)
    return setups.reduce((best, m) => (sum(m) > sum(best) ? m : best));
  return moves.find((m) => m.type !== "pickup") ?? moves[0]!;
}

async function trpc<T>(request: APIRequestContext, path: string, input: unknown) {
  const res = await (path.startsWith("game.view")
    ? request.get(
        `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      )
    : request.post(`/api/trpc/${path}`, { data: { json: input } }));
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** Plays short games against a Rookie as the page's guest until one is won; its id. */
async function aWinAgainstTheRookie(request: APIRequestContext): Promise<string> {
  for (let game = 0; game < 6; game++) {
    const table = await trpc<{ id: string }>(request, "lobby.create", {
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      options: { colors: [...SHORT_DECK] },
    });
    await trpc(request, "lobby.start", { gameId: table.id });
    for (let i = 0; i < 3000; i++) {
      const view = await trpc<Snapshot & { legal: Legal }>(request, "game.view", {
        gameId: table.id,
      });
      if (view.status === "FINISHED") {
        if (view.view.winner === view.seat) return table.id;
        break;
      }
      if (view.legal.moves.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20)); // the Rookie's turn
        continue;
      }
      await trpc(request, "game.move", {
        gameId: table.id,
        version: view.legal.version,
        move: choose(view.legal.moves),
      });
    }
  }
  throw new Error("no win against the Rookie in six games");
}

test("a guest's first win against a Rookie: celebrated, their result first, the first achievement", async ({
  page,
}, testInfo) => {
  await trpc(page.request, "session.playAsGuest", { name: "Wren" });
  const gameId = await aWinAgainstTheRookie(page.request);
  await page.goto(`/table/${gameId}`);
  await tableReady(page);

  const result = page.getByRole("region", { name: "result" });
  await expect(result.getByRole("heading", { name: "You won!" })).toBeVisible();
  // The celebration: confetti and the winner's glow (motion is on in this browser).
  await expect(result).toHaveClass(/celebrate/);
  await expect(result.locator(".confetti")).toHaveCount(1);
  // The guest's own result first: first place, no penalty points (a guest is not rated).
  const mine = result.getByTestId("your-result");
  await expect(mine.getByRole("definition").nth(0)).toHaveText("1st");
  await expect(mine.getByRole("definition").nth(1)).toHaveText("0");
  await expect(mine.getByText("Your place")).toBeVisible();
  await expect(mine.getByText("Your penalty points")).toBeVisible();
  // The first achievement, earned by this very game.
  const earned = result.getByRole("region", { name: /^New achievements?$/ });
  await expect(earned.getByText("First win", { exact: true })).toBeVisible();
  await expect(earned.getByText("Past the Rookie", { exact: true })).toBeVisible();
  // What to do next: the same people again, first; the analysis and progress a tap away.
  await expect(page.getByRole("button", { name: "Play again" })).toHaveClass(/primary/);
  await expect(page.getByRole("link", { name: "Analyse my play" })).toHaveAttribute(
    "href",
    `/replay/${gameId}?seat=0&analyse=1#analysis`,
  );
  await expect(page.getByRole("link", { name: "Your progress" })).toHaveAttribute(
    "href",
    "/profile",
  );
  // No empty band between the result's last line and the buttons under it (the
  // result's box once stretched to fill the bar, whatever it held).
  const lastLine = await result.locator(":scope > :last-child").boundingBox();
  const buttons = await page.locator(".after-game").boundingBox();
  expect(buttons!.y - (lastLine!.y + lastLine!.height)).toBeLessThan(24);
  await expectNoSidewaysScroll(page, "a win's ending");
  await expectAxeClean(page, "a win's ending");
  await page.waitForTimeout(1_800); // the confetti has fallen: the picture shows the page
  await page.screenshot({
    path: `../../.reports/playwright/first-win-${testInfo.project.name}.png`,
  });

  // The profile keeps it.
  await page.getByRole("link", { name: "Your progress" }).click();
  const list = page.getByRole("region", { name: "Achievements" });
  await expect(list.locator("[data-achievement='first-win']")).toContainText("Earned");
  await expect(list.locator("[data-achievement='beat-expert']")).toContainText("Not yet");
  await expectAxeClean(page, "the profile's achievements");
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: `../../.reports/playwright/first-win-profile-${testInfo.project.name}.png`,
  });

  // "Analyse my play" is one tap: the analysis is under way (or done) on arrival, its
  // own start button never shown.
  await page.goBack();
  await page.getByRole("link", { name: "Analyse my play" }).click();
  const analysis = page.getByRole("region", { name: "analysis" });
  await expect(
    analysis.getByText(/^(Analysing your decisions|Your key moments|No key moments)/),
  ).toBeVisible();
  await expect(analysis.getByRole("button", { name: "Analyse my play" })).toHaveCount(0);
});
