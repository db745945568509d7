// What table talk may carry, shared by the server (validation) and the browser (the
// buttons): a pure module with no server imports, exported as "@3u3d/api/talk".

/**
 * The quick reactions: a fixed set. The name a screen reader says for each is in the
 * catalogue (table.talk.reaction.<id>), holding the visible text where there is one, so
 * speech control finds the button.
 */
export const REACTIONS = [
  { id: "thumbs-up", text: "👍" },
  { id: "laugh", text: "😄" },
  { id: "wow", text: "😮" },
  { id: "ouch", text: "😬" },
  { id: "party", text: "🎉" },
  { id: "gg", text: "GG" },
] as const;

export type ReactionId = (typeof REACTIONS)[number]["id"];

export const REACTION_IDS = REACTIONS.map((r) => r.id) as [ReactionId, ...ReactionId[]];

/** The longest message, in characters after trimming. */
export const TALK_MAX_CHARS = 200;

/** Combining marks one letter may carry (Vietnamese needs two, Hindi three). */
export const TALK_MAX_MARKS = 4;

/** How many of a table's latest messages every viewer gets. */
export const TALK_SHOWN = 30;
