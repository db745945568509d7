import type { Metadata } from "next";
import type { ReactNode } from "react";

import { Card } from "@3u3d/ui";

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

export default function RulesPage() {
  return (
    <main className="rules">
      <h1>How to play</h1>
      <p className="pitch">
        Get rid of every card you have: first your hand, then the three cards lying face
        up in front of you, then the three hidden beneath them. The first player with
        nothing left wins; everyone else counts the cards they are stuck with.
      </p>

      <h2>3UP 3DOWN</h2>
      <Rule id="deal" title="The deal">
        <p>
          Each player gets three cards face down (nobody looks at them, not even you) and
          six more. From your six, keep three as your hand and lay the other three face up
          on top of your face-down cards — strong cards there are a good plan for later.
          The rest of the deck is the draw pile.
        </p>
      </Rule>
      <Rule id="turn" title="Your turn">
        <p>
          Play one card, or several of the same number, onto the pile. It must be equal to
          or higher than the top card: on a <Cards codes={["6b"]} /> you may play{" "}
          <Cards codes={["6r", "6g"]} /> or a 9, but not a 4. Any card goes on an empty
          pile. After playing, draw back up to three cards while the draw pile lasts.
        </p>
        <p>Cannot play? Then the whole pile goes into your hand and your turn is over.</p>
      </Rule>
      <Rule id="clears" title="Clear cards">
        <p>
          <Cards codes={["Cr"]} /> A Clear beats every number and wipes the pile out of
          the game. <Cards codes={["C1o"]} /> A Clear +1 does the same and then you play
          once more; <Cards codes={["C2g"]} /> the single Clear +2 gives you two more
          plays. Your extra plays follow the normal rules: the first lands on the empty
          pile, the next must match or beat it, and if you cannot make one you pick up the
          pile. Before each extra play you may draw back up to three.
        </p>
      </Rule>
      <Rule id="triples" title="Three in a row">
        <p>
          When the top three cards of the pile show the same number —{" "}
          <Cards codes={["7r", "7b", "7p"]} /> — the pile is cleared, no matter who played
          them.
        </p>
      </Rule>
      <Rule id="table-cards" title="Your table cards">
        <p>
          Once your hand is empty and the draw pile is gone, play from your face-up cards,
          then from your face-down cards, turning one over blind each turn. If a turned
          card cannot be played, it joins your hand along with the pile — and you must
          empty your hand again before going back to the table.
        </p>
      </Rule>
      <Rule id="scoring" title="Scoring and championships">
        <p>
          When someone goes out they win, and everyone else adds up what they still hold:
          numbers count their value, a Clear 15, a Clear +1 20 and the Clear +2 25. In a
          championship these penalty points add up game after game and the lowest total
          wins; ties go to whoever won more games, then to the lower score in the last
          game. The deal moves one seat to the left each game. A game that drags on for
          2,000 turns ends in a stalemate with no winner.
        </p>
      </Rule>

      <h2>Palace (standard deck)</h2>
      <p>
        The classic version with one 52-card deck and 2–5 players. Aces are high. Each
        play must beat the card that counts on the pile (a table may allow equal cards
        too).
      </p>
      <ul>
        <li>
          <Cards ruleset="palace" codes={["2H"]} /> A 2 goes on anything and starts the
          pile over.
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
          <Cards ruleset="palace" codes={["10C"]} /> A 10 burns the pile and you play
          again.
        </li>
        <li>
          Four of the same rank on top of the pile burns it too, and you play again.
        </li>
        <li>
          Play goes on until only one player holds cards: the first out wins, the last one
          left loses. Picture cards count J 11, Q 12, K 13, A 14.
        </li>
      </ul>

      <h2>Table options</h2>
      <dl>
        <dt>Keep playing</dt>
        <dd>The game goes on after the first player is out, until one player is left.</dd>
        <dt>Draw instead</dt>
        <dd>While the draw pile lasts, you may draw one card instead of playing.</dd>
        <dt>Ones reverse</dt>
        <dd>Playing 1s turns the direction of play around (3UP 3DOWN only).</dd>
        <dt>Swap</dt>
        <dd>
          Either the face-up and face-down cards change places between players at random,
          or each player picks the face-up cards of the player to their left.
        </dd>
        <dt>Four colors</dt>
        <dd>
          Lay the fourth card in a row of one color and you may swap a hand card for one
          of your face-up cards (3UP 3DOWN only).
        </dd>
      </dl>
    </main>
  );
}
