// The shapes drawn on card faces, as SVG so they never depend on a font having the
// glyph. Each 3UP 3DOWN colour has its own shape as well as its hue, so players who
// cannot tell red from green (or purple from blue) still read the card.

/** One shape centred on (0, 0), about 20 units across; scale it where it is used. */
type Shape = (fill: string) => React.ReactNode;

const heart: Shape = (fill) => (
  <path
    fill={fill}
    d="M0 9 C-3 6 -10 1 -10 -4 C-10 -8 -7 -10 -4.5 -10 C-2.3 -10 -0.8 -8.7 0 -7 C0.8 -8.7 2.3 -10 4.5 -10 C7 -10 10 -8 10 -4 C10 1 3 6 0 9 Z"
  />
);
const spade: Shape = (fill) => (
  <g fill={fill}>
    <path d="M0 -10 C-3 -6 -10 -2 -10 3 C-10 7 -6.5 8.6 -3.5 7.2 C-2 6.5 -1 5.5 -0.6 4.6 L-2.5 10 L2.5 10 L0.6 4.6 C1 5.5 2 6.5 3.5 7.2 C6.5 8.6 10 7 10 3 C10 -2 3 -6 0 -10 Z" />
  </g>
);
const club: Shape = (fill) => (
  <g fill={fill}>
    <circle cx="0" cy="-5" r="4.6" />
    <circle cx="-5" cy="2" r="4.6" />
    <circle cx="5" cy="2" r="4.6" />
    <path d="M-1.2 0 L1.2 0 L2.8 10 L-2.8 10 Z" />
  </g>
);
const diamond: Shape = (fill) => <path fill={fill} d="M0 -10 L8 0 L0 10 L-8 0 Z" />;
const circle: Shape = (fill) => <circle fill={fill} r="8.5" />;
const triangle: Shape = (fill) => <path fill={fill} d="M0 -9.5 L10 8 L-10 8 Z" />;
const star: Shape = (fill) => (
  <path
    fill={fill}
    d="M0 -10 L2.6 -3.4 L9.5 -3.1 L4.1 1.3 L5.9 8.1 L0 4.3 L-5.9 8.1 L-4.1 1.3 L-9.5 -3.1 L-2.6 -3.4 Z"
  />
);
const leaf: Shape = (fill) => (
  <g fill={fill}>
    <path d="M0 -10 C7 -6 8 2 0 8 C-8 2 -7 -6 0 -10 Z" />
    <path d="M-0.8 6 L0.8 6 L0.8 10 L-0.8 10 Z" />
  </g>
);
const square: Shape = (fill) => <rect fill={fill} x="-8" y="-8" width="16" height="16" />;

export interface Suit {
  /** The name players say: "blue", "hearts". */
  name: string;
  /** Ink for numerals and symbols: dark enough to read on the white face (AA). */
  ink: string;
  shape: Shape;
}

/** 3UP 3DOWN colours and palace suits, keyed by the engine's colour or suit letter. */
export const SUITS: Record<string, Suit> = {
  r: { name: "red", ink: "#b3261e", shape: circle },
  o: { name: "orange", ink: "#a84300", shape: triangle },
  y: { name: "yellow", ink: "#7a5c00", shape: star },
  g: { name: "green", ink: "#1b6e3a", shape: leaf },
  b: { name: "blue", ink: "#1f5a8c", shape: diamond },
  p: { name: "purple", ink: "#6a2f8a", shape: square },
  k: { name: "pink", ink: "#b0185a", shape: heart },
  C: { name: "clubs", ink: "#1c2833", shape: club },
  S: { name: "spades", ink: "#1c2833", shape: spade },
  H: { name: "hearts", ink: "#b3261e", shape: heart },
  D: { name: "diamonds", ink: "#b3261e", shape: diamond },
};

/** A suit's shape placed at (x, y) at `size` units across. */
export function SuitMark({
  suit,
  x,
  y,
  size,
  rotate,
}: {
  suit: Suit;
  x: number;
  y: number;
  size: number;
  rotate?: boolean;
}) {
  return (
    <g
      transform={`translate(${x} ${y}) scale(${size / 20})${rotate ? " rotate(180)" : ""}`}
    >
      {suit.shape(suit.ink)}
    </g>
  );
}
