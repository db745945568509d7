"use client";

import { memo } from "react";

import { CardFace, cardLabel, type CardProps } from "./card-face";
import { useSay } from "./use-say";

// A card for client components: the picture (card-face.tsx) named in the reader's
// language from the app's IntlProvider. A server component draws CardFace itself.

export type { CardProps } from "./card-face";

/**
 * One card. The face is an image with the card's full name; the back says only that.
 * Memoised: its props are a few strings and flags, and a table redrawn for a new
 * position otherwise redraws every card's SVG, which made the long frames.
 */
export const Card = memo(function Card(props: CardProps) {
  const say = useSay();
  return <CardFace {...props} label={say(cardLabel(props))} />;
});
