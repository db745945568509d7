"use client";

import { useTranslations } from "next-intl";

import type { CardCode } from "@3u3d/engine";
import { Card } from "@3u3d/ui";

/**
 * Every card in the puzzle, the defender's and the player's, face-down ones too, in
 * the order a face-down card is chosen (left to right): the table shows the others'
 * hands and face-down cards as backs, and an open-hand puzzle needs them read.
 */
export function OpenCards({
  seats,
  player,
}: {
  seats: { hand: CardCode[]; faceUp: CardCode[]; faceDown: CardCode[] }[];
  player: number;
}) {
  const t = useTranslations("puzzle");
  const zones = ["hand", "faceUp", "faceDown"] as const;
  const label = {
    hand: "zoneHand",
    faceUp: "zoneFaceUp",
    faceDown: "zoneFaceDown",
  } as const;
  // The defender first: it sits at the top of the table.
  const order = seats
    .map((_, seat) => seat)
    .sort((a, b) => (a === player ? 1 : b === player ? -1 : a - b));
  return (
    <section className="open-cards" aria-label={t("openCards")}>
      {order.map((seat) => {
        const cards = seats[seat] ?? { hand: [], faceUp: [], faceDown: [] };
        return (
          <dl
            key={seat}
            className="open-seat"
            data-testid={seat === player ? "open-mine" : "open-theirs"}
          >
            <dt className="open-whose">{seat === player ? t("you") : t("opponent")}</dt>
            {zones.map((zone) => (
              <dd key={zone} className="open-zone">
                <span className="open-zone-name">{t(label[zone])}</span>
                {cards[zone].length === 0 ? (
                  <span className="open-none">{t("none")}</span>
                ) : (
                  <span className="open-row">
                    {cards[zone].map((code, i) => (
                      <Card key={`${code}-${i}`} ruleset="3up3down" code={code} picture />
                    ))}
                  </span>
                )}
              </dd>
            ))}
          </dl>
        );
      })}
    </section>
  );
}
