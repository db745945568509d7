// Written by scripts/fit-evaluation.ts (40000 self-play games, seed "fit"):
// refit there, do not edit by hand. Weights of the features in src/evaluation/features.ts.
export const EVALUATION_WEIGHTS = {
  "3up3down": [
    -0.0207, // hand cards
    -0.3715, // hand cards once the draw pile is empty
    -0.492, // face-up cards
    -0.6132, // face-down cards
    0.1872, // special cards in hand
    0.3987, // special cards face up
    0.1206, // rank level of plain hand cards
    0.2819, // rank level of plain face-up cards
    0.1095, // to act
    -0.052, // to act × log(1 + pile size)
    -0.0971, // to act × rank level of the top card
    0.0489, // to act × plays owed
    0.0663, // acts next
  ],
  palace: [
    -0.0143, // hand cards
    -0.1408, // hand cards once the draw pile is empty
    -0.5092, // face-up cards
    -0.4393, // face-down cards
    0.1349, // special cards in hand
    0.4359, // special cards face up
    0.1077, // rank level of plain hand cards
    0.2965, // rank level of plain face-up cards
    0.0218, // to act
    0.0028, // to act × log(1 + pile size)
    -0.1809, // to act × rank level of the top card
    0.0988, // to act × plays owed
    0.0516, // acts next
  ],
} as const;
