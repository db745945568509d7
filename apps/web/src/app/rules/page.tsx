import type { Metadata } from "next";
import type { ReactNode } from "react";

import Link from "next/link";

import { Card, RulesAtAGlance } from "@3u3d/ui";

export const metadata: Metadata = { title: "Rules" };

const Cards = ({
  codes,
  ruleset = "3up3down",
}: {
  codes: string[];
  ruleset?: "3up3down" | "palace";
}) => (
  <span className="cards inline-cards">
    {codes.map((c, i) => (
      <Card key={`${c}${i}`} ruleset={ruleset} code={c} />
    ))}
  </span>
);

function Rule({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="rule">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

// The rules in our own words: at a glance first (the summary and cheat-sheet the table's
// Rules tab shows too), then in full. docs/rules.md is the complete version with rule
// ids, and the README's "How to play" says the same in fewer words.
export default function RulesPage() {
  return (
    <main className="rules">
      <h1>How to play</h1>
      <p className="pitch">
        Get rid of every card you have: first your hand, then the three cards lying face
        up in front of you, then the three hidden beneath them. The first player with
        nothing left wins; everyone else scores the cards still in their hand.
      </p>
      <p className="learn-link">
        New to the game? <Link href="/learn">Learn to play</Link> in a guided first game
        against a bot, about three minutes.
      </p>
      <RulesAtAGlance ruleset="3up3down" fullRules={null} />

      <h2>3UP 3DOWN in full</h2>
      <Rule id="deck" title="The cards">
        <p>
          The deck has 84 cards in seven colours: red, orange, yellow, green, blue, purple
          and pink. Every colour has the numbers 1 to 10 and a Clear{" "}
          <Cards codes={["Cr"]} />. Six colours also have a Clear +1{" "}
          <Cards codes={["C1o"]} />, and green has the single Clear +2{" "}
          <Cards codes={["C2g"]} /> instead. Colours make no difference to what you may
          play. Each colour has its own symbol too, so no card relies on colour alone: a
          circle for red, a triangle for orange, a star for yellow, a leaf for green, a
          diamond for blue, a square for purple and a heart for pink{" "}
          <Cards codes={["5k"]} />.
        </p>
        <p>
          One deck is for 2 to 6 players. With 7 to 12 players a second deck is shuffled
          in, so every card comes twice — including the Clear +2, one per deck.
        </p>
      </Rule>
      <Rule id="deal" title="The deal">
        <p>
          Each player gets three cards face down (nobody looks at them, not even you) and
          six more. From your six, keep three as your hand and lay the other three face up
          on top of your face-down cards — strong cards there are a good plan for later.
          Everyone chooses at the same time and in secret; the face-up cards are shown
          together once all have chosen. The rest of the deck is the draw pile.
        </p>
        <p>The player to the dealer&apos;s left plays first, and play goes clockwise.</p>
      </Rule>
      <Rule id="turn" title="Your turn">
        <p>
          Play one card, or several of the same number, onto the pile. It must be equal to
          or higher than the top card: on a <Cards codes={["6b"]} /> you may play{" "}
          <Cards codes={["6r", "6g"]} /> or a 9, but not a 4. Any card goes on an empty
          pile. After playing, draw back up to three cards while the draw pile lasts.
        </p>
        <p>
          If you can play, you must: you may not pick up the pile instead. Only when
          nothing you have fits does the whole pile go into your hand, and your turn is
          over.
        </p>
      </Rule>
      <Rule id="clears" title="Clear cards">
        <p>
          <Cards codes={["Cr"]} /> A Clear beats every number and takes the whole pile out
          of the game, and your turn ends there — unless you still owe extra plays.{" "}
          <Cards codes={["C1o"]} /> A Clear +1 does the same and then you play once more;{" "}
          <Cards codes={["C2g"]} /> the Clear +2 gives you two more plays. Clear cards go
          one at a time, never several in one play, and extra plays add up: a Clear +1
          played as an extra play gives one more.
        </p>
        <p>
          Your extra plays follow the normal rules: the first lands on the empty pile, the
          next must match or beat it, and if you cannot make one you pick up the pile.
          Before each extra play you may draw back up to three; with an empty hand you
          must, while there are cards to draw. Go out with extra plays still owed and you
          have won at once.
        </p>
      </Rule>
      <Rule id="triples" title="Three of a number">
        <p>
          When the top three cards of the pile show the same number —{" "}
          <Cards codes={["7r", "7b", "7p"]} /> — the pile is cleared like with a Clear, no
          matter who played them, and your turn ends. Only extra plays you still owe from
          a Clear +1 or Clear +2 go on.
        </p>
      </Rule>
      <Rule id="table-cards" title="Your table cards">
        <p>
          Once your hand is empty and the draw pile is gone, play from your face-up cards,
          then from your face-down cards: one face-down card per play, turned over as you
          play it. If a turned card cannot be played, it joins your hand along with the
          pile, and the others are not shown what it was — and you must empty your hand
          again before going back to the table.
        </p>
      </Rule>
      <Rule id="scoring" title="Scoring and championships">
        <p>
          The first player to go out wins and scores nothing, and the game ends there
          (unless the table plays on after the winner). Everyone else scores penalty
          points for the cards left in their hand: numbers count their value, a Clear 15,
          a Clear +1 20 and the Clear +2 25. Face-up and face-down cards still on the
          table do not count — unless the table chose the house rule “Table cards count
          too”. At the end of a game you see every card each player had left, and which of
          them counted.
        </p>
        <p>
          In a championship the penalty points add up game after game and the lowest total
          wins; ties go to whoever won more games, then to the lower score in the last
          game. The deal moves one seat to the left each game.
        </p>
      </Rule>
      <Rule id="leaving" title="Leaving a game">
        <p>
          Leave a game and a bot plays your seat to the end; it counts as a loss for you
          (you rank last, whatever the bot does), and your seat scores as above. If
          everyone leaves, the game ends there: those who left rank last and score the
          cards in their hand, as at any end — table cards only when the table counts
          them.
        </p>
      </Rule>
      <Rule id="stalemate" title="Stalemate">
        <p>
          A game that reaches 2,000 turns stops: the turn limit has been reached, nobody
          wins, and everyone is scored as above.
        </p>
      </Rule>

      <h2>Palace (standard deck)</h2>
      <section id="palace" className="rule">
        <p>
          The classic game with one 52-card deck, for 2 to 5 players. Everything works as
          in 3UP 3DOWN — the deal, your table cards, playing when you can, picking up when
          you cannot — except for these differences:
        </p>
        <ul>
          <li>
            Each play must beat the card that counts on the pile (a table may allow equal
            cards too). Aces are high, and three of a number does not clear the pile.
          </li>
          <li>
            <Cards ruleset="palace" codes={["2H"]} /> A 2 goes on anything and resets the
            pile: nothing is burned, and the next player may play anything above a 2.
          </li>
          <li>
            <Cards ruleset="palace" codes={["3S"]} /> A 3 goes on anything and is
            see-through: the card beneath it still counts.
          </li>
          <li>
            <Cards ruleset="palace" codes={["7D"]} /> After a 7 the next player must go
            lower than 7 (2s, 3s and 10s still work).
          </li>
          <li>
            <Cards ruleset="palace" codes={["10C"]} /> A 10 goes on anything, burns the
            pile, and you play again.
          </li>
          <li>
            Four of the same rank on top of the pile — in one play or built up across
            plays, by one player or several — burns it too, and whoever laid the fourth
            plays again.
          </li>
          <li>
            Play goes on until only one player holds cards: the first out wins, the last
            one left loses. Penalty points: 2 to 10 at face value, jacks 11, queens 12,
            kings 13, aces 14. Cards are named as you would say them: the{" "}
            <Cards ruleset="palace" codes={["AS"]} /> is the ace of spades.
          </li>
        </ul>
      </section>

      <h2>Table options</h2>
      <dl id="options">
        <dt>Play on after the winner</dt>
        <dd>
          The game goes on after the first player is out, until one player is left. Only
          the first player out wins; the others who go out score nothing, and the last one
          holding cards is the loser.
        </dd>
        <dt>Draw instead of playing</dt>
        <dd>
          At the start of your turn, while the draw pile lasts, you may draw one card
          instead of playing, even when you could play.
        </dd>
        <dt>A 1 reverses play</dt>
        <dd>
          Playing 1s turns the direction of play around, once per play however many 1s it
          holds. With two players it changes nothing (3UP 3DOWN only).
        </dd>
        <dt>Swap table cards</dt>
        <dd>
          Either, once everyone has laid out their cards, each player&apos;s face-up and
          face-down cards go, all together, to another player at random (never back to
          their owner); or, at setup and instead of choosing their own face-up cards, each
          player chooses three cards from their own six and gives them to the player on
          their left as that player&apos;s face-up cards, keeping the other three as their
          hand.
        </dd>
        <dt>Four in one colour</dt>
        <dd>
          Lay the fourth card in a row of one colour (no Clear among them) and you may
          swap any card from your hand with any one of your face-up cards, or decline — if
          you have a card in hand and a face-up card to swap. A fifth card of the colour
          offers the swap again (3UP 3DOWN only).
        </dd>
        <dt>Fewer colours</dt>
        <dd>Play with only some of the colours, for a shorter game (3UP 3DOWN only).</dd>
        <dt>Equal cards allowed</dt>
        <dd>
          A card of the same rank as the one that counts may be played (Palace only).
        </dd>
        <dt>Table cards count too</dt>
        <dd>
          A house rule for scoring: the face-up and face-down cards a player still has
          count as penalty points as well as the hand.
        </dd>
      </dl>
    </main>
  );
}
