/**
 * Finished games per page of a player's match history: one number for the server's
 * prefetch (app/(site)/players/[id]/page.tsx, app/(site)/profile/page.tsx) and the list's own asking
 * (player-record.tsx), so both name the same cached query.
 */
export const HISTORY_PAGE_SIZE = 10;
