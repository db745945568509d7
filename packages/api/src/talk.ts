// What table talk may carry, shared by the server (validation) and the browser (the
// buttons): a pure module with no server imports, exported as "@3u3d/api/talk".

/**
 * The quick reactions: a fixed set, each with the name a screen reader says (holding
 * the visible text where there is one, so speech control finds the button).
 */
export const REACTIONS = [
  { id: "thumbs-up", text: "👍", label: "Thumbs up" },
  { id: "laugh", text: "😄", label: "Laugh" },
  { id: "wow", text: "😮", label: "Wow" },
  { id: "ouch", text: "😬", label: "Ouch" },
  { id: "party", text: "🎉", label: "Party" },
  { id: "gg", text: "GG", label: "GG (good game)" },
] as const;

export type ReactionId = (typeof REACTIONS)[number]["id"];

export const REACTION_IDS = REACTIONS.map((r) => r.id) as [ReactionId, ...ReactionId[]];

/** The longest message, in characters after trimming. */
export const TALK_MAX_CHARS = 200;

/** How many of a table's latest messages every viewer gets. */
export const TALK_SHOWN = 30;
