"use client";

/**
 * The R-SCORE house rule, offered wherever a table's rules are chosen: by default only
 * the cards left in hand score; with this on, the face-up and face-down cards too.
 */
export function ScoreTableCardsOption({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />{" "}
      House rule: table cards count too (face-up and face-down cards left at the end score
      penalty points as well as the hand)
    </label>
  );
}
