import type { Page } from "@playwright/test";

import { DAILY_PUZZLES, firstMoves, playerOf, solve } from "@3u3d/ai/puzzle";
import { puzzleNumberOf, utcDay } from "@3u3d/api/puzzle-days";
import { applyMove, type Move } from "@3u3d/engine";

import { expect, test } from "./fixtures";
import { TAP_CARD } from "./play";
import {
  expectAxeClean,
  expectNoSidewaysScroll,
  shoot,
  tableReady,
} from "./table-helpers";

// Issue #62: today's puzzle solved in the browser on the real table — a wrong move
// answered by the reply that refutes it, a retry, the winning line, the streak counted
// (a guest's, on the device) — then yesterday's solution stepped through.

/** Makes a move the way a person does: taps its cards and presses Play, or its button. */
async function makeMove(page: Page, move: Move) {
  const cards = page.getByRole("region", { name: "your cards" });
  if (move.type === "play") {
    for (const code of move.cards)
      await cards
        .locator(`button.card-button[aria-pressed="false"]:has([data-card="${code}"])`)
        .first()
        .click(TAP_CARD);
    await page
      .getByRole("region", { name: "your moves" })
      .locator("button.primary")
      .click();
  } else if (move.type === "flip")
    await cards
      .getByRole("button", { name: `Turn over face-down card ${move.index + 1}` })
      .click();
  else if (move.type === "pickup")
    await page.getByRole("button", { name: "Pick up the pile" }).click();
  else throw new Error(`no puzzle needs a ${move.type}`);
}

test("the daily puzzle: a wrong move refuted, then solved, the streak counted", async ({
  page,
}, testInfo) => {
  const today = utcDay(new Date());
  const puzzle =
    DAILY_PUZZLES.puzzles[puzzleNumberOf(today, DAILY_PUZZLES.puzzles.length)!]!;
  const player = playerOf(puzzle);
  const wrong = firstMoves(puzzle.state, solve(puzzle.state)).find((m) => !m.wins)!.move;

  await page.goto("/puzzle");
  await tableReady(page);
  const said = page.getByTestId("puzzle-said");
  await expect(said).toHaveText("Your move: find the one that wins.");
  await expect(page.getByTestId("open-theirs")).toBeVisible();
  await expectNoSidewaysScroll(page, "the puzzle");
  await expectAxeClean(page, "the puzzle");
  await shoot(page, testInfo, "puzzle-start");

  await makeMove(page, wrong);
  await expect(said).toContainText("Not this one");
  await shoot(page, testInfo, "puzzle-refuted");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(said).toHaveText("Your move: find the one that wins.");

  let state = puzzle.state;
  for (const move of puzzle.solution) {
    const mine = state.current === player;
    state = applyMove(state, state.current, move);
    if (!mine) continue;
    await makeMove(page, move);
    await expect(said).toContainText(state.phase === "over" ? "Solved!" : "Right.");
  }
  await expect(page.getByTestId("puzzle-streak")).toContainText("1 day in a row");
  await expectAxeClean(page, "the solved puzzle");
  await shoot(page, testInfo, "puzzle-solved");

  // Yesterday's puzzle, its solution one move at a time.
  await page.getByRole("link", { name: "Yesterday's puzzle and its solution" }).click();
  const step = page.getByTestId("solution-said");
  await expect(step).toHaveText("The position: you are to play.");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(step).toContainText("Move 1 of");
  await expect(step).toContainText("You:");
  await expectAxeClean(page, "yesterday's solution");
  await shoot(page, testInfo, "puzzle-yesterday");
});

test("an account's puzzle archive lists the past days, each with its solution", async ({
  page,
}, testInfo) => {
  await page.goto("/signup");
  await page
    .getByLabel("User name")
    .fill(`puzzler_${testInfo.project.name}_${Date.now() % 1_000_000}`);
  await page.getByLabel(/^Password/).fill("correct-horse-battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/profile/);

  await page.goto("/puzzle/archive");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Puzzle archive");
  await expect(page.getByTestId("puzzle-streak")).toHaveText("No streak yet");
  const days = page.locator(".puzzle-archive li");
  await expect(days.first()).toContainText("Not solved");
  await expectNoSidewaysScroll(page, "the puzzle archive");
  await expectAxeClean(page, "the puzzle archive");
  await shoot(page, testInfo, "puzzle-archive");
  await days.first().getByRole("link").click();
  await expect(page.getByTestId("solution-said")).toHaveText(
    "The position: you are to play.",
  );
});
