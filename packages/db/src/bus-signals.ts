// The version bus carries one number per game: "game X reached version N". A version
// is never negative, so the negative numbers are free to say what is not a move. They
// are named here, once, because both transports send them — the API's in-process bus
// (packages/api/src/game-server/event-bus.ts) and PostgreSQL NOTIFY (notify-bus.ts) —
// and every listener tells them apart (the game cache, table talk, the live frames).
// No dependencies: the in-memory game server imports this without loading pg.

/**
 * Something changed that is not a move, so there is no new version to name: the seats
 * or the status (a player sat down or left, `server.changed`), or notifications may
 * have been lost (the LISTEN connection came back). Every listener re-reads the game.
 * Also what `changes()` reports when a move and such a change arrive together.
 */
export const LOOK_AGAIN = -1;

/**
 * Someone said something at the table: its talk changed, the game did not. The game
 * cache ignores it; table talk drops its copy; watchers get a frame with the new line.
 */
export const TALK_CHANGED = -2;
