import { expect, test } from "./fixtures";

// Issue #21: every point the rules page used to get wrong or leave out, read off the
// page itself (one load per project). docs/rules.md has the complete rules.
test("the rules page says what the game does", async ({ page }) => {
  await page.goto("/rules");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to play");
  const section = (id: string) => page.locator(`#${id}`);

  // R-DECK: the deck, the symbols on the cards, a second deck at 7–12.
  const deck = section("deck");
  await expect(deck).toContainText("84 cards in seven colours");
  await expect(deck).toContainText("the numbers 1 to 10 and a Clear");
  await expect(deck).toContainText("Six colours also have a Clear +1");
  await expect(deck).toContainText("green has the single Clear +2");
  await expect(deck).toContainText("a heart for pink");
  await expect(deck).toContainText(
    "With 7 to 12 players a second deck is shuffled in, so every card comes twice — including the Clear +2, one per deck.",
  );

  // R-MUST
  await expect(section("turn")).toContainText("If you can play, you must");

  // R-CLEAR and R-TRIPLE end the turn (owed plays aside).
  await expect(section("clears")).toContainText(
    "takes the whole pile out of the game, and your turn ends there",
  );
  await expect(section("triples")).toContainText("and your turn ends");
  await expect(section("triples")).toContainText("extra plays you still owe");

  // R-MULTI: one face-down card per play, not per turn.
  await expect(section("table-cards")).toContainText("one face-down card per play");
  await expect(page.locator("main")).not.toContainText("each turn");

  // R-SCORE: the hand only; the house rule.
  await expect(section("scoring")).toContainText("cards left in their hand");
  await expect(section("scoring")).toContainText("Table cards count too");

  // R-LIMIT
  await expect(section("stalemate")).toContainText("the turn limit has been reached");

  // Palace: 2–5 players, the 2 resets, the 10 on anything, no triple clear, ranks.
  const palace = section("palace");
  await expect(palace).toContainText("for 2 to 5 players");
  await expect(palace).toContainText("resets the pile: nothing is burned");
  await expect(palace).toContainText("A 10 goes on anything, burns the pile");
  await expect(palace).toContainText("three of a number does not clear the pile");
  await expect(palace).toContainText("jacks 11, queens 12, kings 13, aces 14");
  await expect(palace).toContainText("the ace of spades");
  await expect(palace).not.toContainText("Picture cards");

  // Option names a player cannot misread, E-SWAP and E-COLOR4 as the rules say.
  const options = section("options");
  const names = await options.locator("dt").allTextContents();
  expect(names).toEqual([
    "Play on after the winner",
    "Draw instead of playing",
    "A 1 reverses play",
    "Swap table cards",
    "Four in one colour",
    "Fewer colours",
    "Equal cards allowed",
    "Table cards count too",
  ]);
  await expect(options).toContainText(
    "each player chooses three cards from their own six and gives them to the player on their left as that player's face-up cards",
  );
  await expect(options).toContainText(
    "face-up and face-down cards go, all together, to another player at random",
  );
  await expect(options).not.toContainText("change places");
  await expect(options).toContainText(
    "swap any card from your hand with any one of your face-up cards",
  );
  await expect(options).not.toContainText("same colour");
});
