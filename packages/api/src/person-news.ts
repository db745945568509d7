// "Something of yours changed": the news a person's pages listen for beside the table
// they sit at — a challenge to them or an answer to theirs, a pairing made, a table
// dealt for them (a quick pairing, an accepted challenge, a championship's next game),
// their turn in a game elsewhere beginning or ending, a game of theirs that ended. Pages once polled for each (challenges
// every 4 s on every page, the list of your games every 5 s, the pairing wait every
// 2 s); now one stream per page (person-stream.ts) says which answer to ask again.
//
// The news says only what kind of thing changed, never what: the page asks the API,
// which decides what the person may see. It travels on the game server's bus (one
// transport for every instance: in process, or PostgreSQL LISTEN/NOTIFY), under a key
// of the person's own that no game id can take.
import type { GameEventBus } from "./game-server/event-bus";

/** The kinds of news, each naming the answers a page asks again. */
export const NEWS_KINDS = ["challenges", "games", "pairing"] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/** What a listener is told: a kind, or "all" when news may have been missed. */
export type News = NewsKind | "all";

export interface PersonNews {
  /** Tells each of `playerIds` (on every instance) that their `kind` changed. */
  tell(playerIds: readonly string[], kind: NewsKind): void;
  /** Calls `onNews` with every piece of news for `playerId`; returns the unsubscribe. */
  listen(playerId: string, onNews: (news: News) => void): () => void;
}

/** A person's key on the bus: game ids are cuids, never with a colon. */
const keyOf = (playerId: string) => `person:${playerId}`;

export function createPersonNews(bus: GameEventBus): PersonNews {
  return {
    tell(playerIds, kind) {
      // The bus carries numbers: a kind is its place in NEWS_KINDS, counted from 1.
      const code = NEWS_KINDS.indexOf(kind) + 1;
      for (const playerId of new Set(playerIds)) bus.publish(keyOf(playerId), code);
    },
    listen(playerId, onNews) {
      return bus.subscribe(keyOf(playerId), (code) =>
        // Anything else (a reconnected bus's "look again"): news may have been lost.
        onNews(NEWS_KINDS[code - 1] ?? "all"),
      );
    },
  };
}
