// How many open tables, and games being played, the home page lists: one number for the
// server's first render (app/(home)/page.tsx) and the browser's own asking (open-tables.tsx).
export const OPEN_LIMIT = 20;
export const LIVE_LIMIT = 10;
