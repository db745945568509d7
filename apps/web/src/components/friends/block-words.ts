/**
 * What a block does, as the blocker reads it on the friends page, a profile and the
 * question before blocking: one sentence in one place, so it stays true when a block
 * does more.
 */
export const BLOCK_DOES =
  "they cannot challenge you or follow you, quick pairing never seats you together, and you do not see what they say at a table";
