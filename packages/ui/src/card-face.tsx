import type { CardCode, CardInfo, Ruleset } from "@3u3d/engine";
import { cardInfo, palaceRankName } from "@3u3d/engine";
import { cardName } from "@3u3d/i18n/card-name";
import { msg, type Msg } from "@3u3d/i18n/msg";

import { SUITS, SuitMark, type Suit } from "./card-symbols";

// The card's picture without its words: no hooks and no "use client", so a server
// component draws it into the HTML with no JavaScript (the home page's picture, the
// rules page's examples), saying its label with the server's translator (cardLabel).
// Card (card.tsx) is the same picture for client components, labelled with useSay.
// Our own card faces, drawn in SVG on a 60 × 84 grid so one drawing serves every size
// (the CSS sets the width): big numerals, each colour's own symbol, Clear faces that
// say what they do, palace pips. The words for a card live here too, so the face and
// its name (aria-label, log) never disagree.

export interface CardProps {
  ruleset: Ruleset;
  code?: CardCode;
  /** Face down: shows the back, says nothing about the card. */
  hidden?: boolean;
  selected?: boolean;
  /** A small copy (log, cards gone): not tagged with data-card, not a card in play. */
  picture?: boolean;
}

/** What a card's picture is called: its full name, or only that it is face down. */
export function cardLabel({ ruleset, code, hidden }: CardProps): Msg {
  return hidden || !code || !cardInfo(ruleset, code)
    ? msg("cards.faceDown")
    : cardName(ruleset, code);
}

/** One card, named by `label` (cardLabel said in the reader's language). */
export function CardFace({
  ruleset,
  code,
  hidden,
  selected,
  picture,
  label,
}: CardProps & { label: string }) {
  const card = hidden || !code ? undefined : cardInfo(ruleset, code);
  if (!card || !code) {
    return (
      <svg className="card card-back" viewBox="0 0 60 84" role="img" aria-label={label}>
        <CardBack />
      </svg>
    );
  }
  const suit = SUITS[card.color] ?? {
    name: card.color,
    ink: "#1c2833",
    shape: () => null,
  };
  return (
    <svg
      className={`card${selected ? " card-selected" : ""}`}
      viewBox="0 0 60 84"
      role="img"
      aria-label={label}
      data-card={picture ? undefined : code}
    >
      <rect
        x="1"
        y="1"
        width="58"
        height="82"
        rx="6"
        fill="#fff"
        stroke={suit.ink}
        strokeWidth="2"
      />
      {ruleset === "palace" ? (
        <PalaceFace card={card} suit={suit} />
      ) : card.kind === "number" ? (
        <NumberFace card={card} suit={suit} />
      ) : (
        <ClearFace card={card} suit={suit} />
      )}
    </svg>
  );
}

const FONT = "system-ui, 'DejaVu Sans', sans-serif";

/** What the real Clear cards have printed on them, the same in every language (glossary). */
const PRINTED_CLEAR = "CLEAR";

function Corners({ text, suit, size = 15 }: { text: string; suit: Suit; size?: number }) {
  // The same index twice: top left, and turned half round into the bottom right.
  const index = (
    <>
      <text
        x="8"
        y="17"
        fontSize={size}
        fontWeight="800"
        fill={suit.ink}
        textAnchor="middle"
        fontFamily={FONT}
      >
        {text}
      </text>
      <SuitMark suit={suit} x={8} y={26} size={9} />
    </>
  );
  return (
    <>
      {index}
      <g transform="rotate(180 30 42)">{index}</g>
    </>
  );
}

function NumberFace({ card, suit }: { card: CardInfo; suit: Suit }) {
  const text = String(card.rank);
  return (
    <>
      <Corners text={text} suit={suit} size={text.length > 1 ? 11 : 15} />
      <SuitMark suit={suit} x={30} y={58} size={18} />
      <text
        x="31"
        y="44"
        fontSize={text.length > 1 ? 26 : 36}
        fontWeight="900"
        fill={suit.ink}
        textAnchor="middle"
        fontFamily={FONT}
      >
        {text}
      </text>
    </>
  );
}

/** A Clear sweeps the pile away: a swoosh, the word, and +1 / +2 for the extra plays. */
function ClearFace({ card, suit }: { card: CardInfo; suit: Suit }) {
  const extra = card.kind === "clear1" ? "+1" : card.kind === "clear2" ? "+2" : "";
  return (
    <>
      <rect x="5" y="5" width="50" height="74" rx="4" fill={suit.ink} opacity="0.12" />
      <SuitMark suit={suit} x={10} y={12} size={9} />
      <SuitMark suit={suit} x={50} y={72} size={9} rotate />
      <path
        d="M12 32 C22 18 40 18 48 30"
        fill="none"
        stroke={suit.ink}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M48 30 L49 21 M48 30 L40 28"
        stroke={suit.ink}
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <text
        x="30"
        y={extra ? 47 : 52}
        fontSize="12"
        fontWeight="900"
        fill={suit.ink}
        textAnchor="middle"
        fontFamily={FONT}
      >
        {PRINTED_CLEAR}
      </text>
      {extra && (
        <text
          x="30"
          y="70"
          fontSize="20"
          fontWeight="900"
          fill={suit.ink}
          textAnchor="middle"
          fontFamily={FONT}
        >
          {extra}
        </text>
      )}
    </>
  );
}

// Where the pips go on palace number cards, as on a printed deck.
const PIPS: Record<number, [number, number][]> = {
  2: [
    [30, 22],
    [30, 62],
  ],
  3: [
    [30, 22],
    [30, 42],
    [30, 62],
  ],
  4: [
    [21, 22],
    [39, 22],
    [21, 62],
    [39, 62],
  ],
  5: [
    [21, 22],
    [39, 22],
    [30, 42],
    [21, 62],
    [39, 62],
  ],
  6: [
    [21, 22],
    [39, 22],
    [21, 42],
    [39, 42],
    [21, 62],
    [39, 62],
  ],
  7: [
    [21, 22],
    [39, 22],
    [30, 32],
    [21, 42],
    [39, 42],
    [21, 62],
    [39, 62],
  ],
  8: [
    [21, 22],
    [39, 22],
    [30, 32],
    [21, 42],
    [39, 42],
    [30, 52],
    [21, 62],
    [39, 62],
  ],
  9: [
    [21, 20],
    [39, 20],
    [21, 34],
    [39, 34],
    [30, 42],
    [21, 50],
    [39, 50],
    [21, 64],
    [39, 64],
  ],
  10: [
    [21, 20],
    [39, 20],
    [30, 27],
    [21, 34],
    [39, 34],
    [21, 50],
    [39, 50],
    [30, 57],
    [21, 64],
    [39, 64],
  ],
};

function PalaceFace({ card, suit }: { card: CardInfo; suit: Suit }) {
  const rank = palaceRankName(card.rank);
  const pips = PIPS[card.rank];
  return (
    <>
      <Corners text={rank} suit={suit} size={rank.length > 1 ? 12 : 15} />
      {pips ? (
        pips.map(([x, y], i) => (
          <SuitMark key={i} suit={suit} x={x} y={y} size={10} rotate={y > 42} />
        ))
      ) : card.rank === 14 ? (
        <SuitMark suit={suit} x={30} y={42} size={26} />
      ) : (
        <>
          <rect
            x="15"
            y="14"
            width="30"
            height="56"
            rx="3"
            fill={suit.ink}
            opacity="0.1"
          />
          <text
            x="30"
            y="48"
            fontSize="30"
            fontWeight="900"
            fill={suit.ink}
            textAnchor="middle"
            fontFamily={FONT}
          >
            {rank}
          </text>
          <SuitMark suit={suit} x={30} y={60} size={10} />
        </>
      )}
    </>
  );
}

/** The one card back: a framed lattice with the game's up-and-down mark. */
function CardBack() {
  return (
    <>
      <rect
        x="1"
        y="1"
        width="58"
        height="82"
        rx="6"
        fill="#1d3f73"
        stroke="#fff"
        strokeWidth="2"
      />
      <rect
        x="6"
        y="6"
        width="48"
        height="72"
        rx="3"
        fill="none"
        stroke="#7fa6e0"
        strokeWidth="1.5"
      />
      <path
        d="M6 20 L20 6 M6 36 L36 6 M6 52 L52 6 M6 68 L54 20 M12 78 L54 36 M28 78 L54 52 M44 78 L54 68 M54 20 L40 6 M54 36 L24 6 M54 52 L8 6 M54 68 L6 20 M48 78 L6 36 M32 78 L6 52 M16 78 L6 68"
        stroke="#2f5ea3"
        strokeWidth="1.5"
      />
      <path d="M30 28 L38 40 L22 40 Z" fill="#ffc107" />
      <path d="M30 56 L38 44 L22 44 Z" fill="#ffc107" />
    </>
  );
}
