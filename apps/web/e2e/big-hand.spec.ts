// Issue #63, item 6: a big hand on a phone. Fourteen cards at 360×640 overlapped into
// strips about 24 px wide, and a tap at a card's middle hit its neighbour. Every card
// must now show a strip a finger wide (44 px) whose middle is that card. The hand is
// grown by drawing (the "Draw instead of playing" option) against the random bot.
import { expect, test } from "./fixtures";
import { layFaceUp, openBotTable, shoot } from "./table-helpers";

test("a 14-card hand at 360×640 has every card tappable", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a phone's hand");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 360, height: 640 });
  await openBotTable(page, 1, ["red", "green", "blue", "yellow"], null, "random", {
    drawInsteadOfPlay: true,
  });
  await layFaceUp(page);
  const hand = page.getByTestId("hand").locator("button.card-button");
  const draw = page.getByRole("button", { name: "Draw a card instead" });
  // Sized by draws, not by the clock: one card a turn until fourteen.
  await expect(draw).toBeVisible();
  for (let held = await hand.count(); held < 14; held++) {
    await draw.click();
    await expect(hand).toHaveCount(held + 1);
  }
  await expect(hand).toHaveCount(14);
  await shoot(page, testInfo, "big-hand-360");

  // Each card's visible strip: from its left edge to where the next card in its row
  // starts (the last in a row shows whole). Its middle must hit the card itself.
  const boxes = await hand.evaluateAll((buttons) =>
    buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  for (const [i, box] of boxes.entries()) {
    const next = boxes[i + 1];
    const sameRow = next !== undefined && Math.abs(next.y - box.y) < box.height / 2;
    const strip = sameRow ? next.x - box.x : box.width;
    expect(strip, `card ${i + 1}: visible width`).toBeGreaterThanOrEqual(44);
    const hit = await page.evaluate(
      ({ x, y, index }) => {
        const element = document.elementFromPoint(x, y);
        const buttons = [
          ...document.querySelectorAll("[data-testid='hand'] button.card-button"),
        ];
        return (
          buttons.indexOf(element?.closest("button.card-button") as Element) === index
        );
      },
      { x: box.x + strip / 2, y: box.y + box.height * 0.6, index: i },
    );
    expect(hit, `a tap at card ${i + 1}'s middle hits it`).toBe(true);
  }
});
