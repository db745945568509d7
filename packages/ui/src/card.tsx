import { cardInfo, palaceRankName } from "@3u3d/engine";
import type { CardCode, Ruleset } from "@3u3d/engine";

// Colours with a letter on every card, so they never rely on hue alone.
const COLORS: Record<string, { name: string; fill: string }> = {
  r: { name: "red", fill: "#c0392b" },
  o: { name: "orange", fill: "#d35400" },
  y: { name: "yellow", fill: "#b7950b" },
  g: { name: "green", fill: "#1e8449" },
  b: { name: "blue", fill: "#1f618d" },
  p: { name: "purple", fill: "#6c3483" },
  k: { name: "pink", fill: "#c2185b" },
  C: { name: "clubs", fill: "#1c2833" },
  S: { name: "spades", fill: "#1c2833" },
  H: { name: "hearts", fill: "#b03a2e" },
  D: { name: "diamonds", fill: "#b03a2e" },
};
const SUIT_SYMBOL: Record<string, string> = { C: "♣", S: "♠", H: "♥", D: "♦" };
// Cards named as players say them: "ace of spades", "10 of hearts".
const PALACE_RANK_WORDS: Record<number, string> = {
  11: "jack",
  12: "queen",
  13: "king",
  14: "ace",
};

/** What a card says, in words (for screen readers and logs). */
export function cardLabel(ruleset: Ruleset, code: CardCode): string {
  const card = cardInfo(ruleset, code);
  if (!card) return code;
  const color = COLORS[card.color]?.name ?? card.color;
  if (ruleset === "palace")
    return `${PALACE_RANK_WORDS[card.rank] ?? card.rank} of ${color}`;
  if (card.kind === "clear") return `${color} Clear`;
  if (card.kind === "clear1") return `${color} Clear +1`;
  if (card.kind === "clear2") return `${color} Clear +2`;
  return `${color} ${card.rank}`;
}

function face(ruleset: Ruleset, code: CardCode): { big: string; small: string } {
  const card = cardInfo(ruleset, code);
  if (!card) return { big: "?", small: "" };
  if (ruleset === "palace")
    return {
      big: palaceRankName(card.rank),
      small: SUIT_SYMBOL[card.color] ?? card.color,
    };
  const letter = card.color.toUpperCase();
  if (card.kind === "number") return { big: String(card.rank), small: letter };
  return {
    big: card.kind === "clear" ? "C" : card.kind === "clear1" ? "C+1" : "C+2",
    small: letter,
  };
}

export interface CardProps {
  ruleset: Ruleset;
  code?: CardCode;
  /** Face down: shows the back, says nothing about the card. */
  hidden?: boolean;
  selected?: boolean;
}

/** One card, drawn with CSS: readable at phone size, color plus letter or suit. */
export function Card({ ruleset, code, hidden, selected }: CardProps) {
  if (hidden || !code) {
    return <span className="card card-back" role="img" aria-label="face-down card" />;
  }
  const { big, small } = face(ruleset, code);
  const color = COLORS[cardInfo(ruleset, code)?.color ?? ""]?.fill ?? "#333";
  return (
    <span
      className={`card${selected ? " card-selected" : ""}`}
      role="img"
      aria-label={cardLabel(ruleset, code)}
      style={{ color, borderColor: color }}
      data-card={code}
    >
      <span className="card-big">{big}</span>
      <span className="card-small">{small}</span>
    </span>
  );
}
