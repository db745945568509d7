"use client";

// A person's news in the browser: the server's stream /api/me/events (packages/api's
// person-stream.ts) read with EventSource. Each message names a kind of answer that
// changed ("challenges", "games", "pairing", or "all" — sent first on every connect, so
// a page catches up on what it missed while away). EventSource reconnects by itself
// after a dropped connection; after an error answer (a 429 from an address with too
// many streams, a 503 while the database restarts, a 401 before the browser is anyone)
// it gives up, and we open a new one after a pause that doubles each time (5 s to a
// minute) until one opens.
//
// One stream per browser, not per tab: a browser keeps at most six connections to a
// site over HTTP/1.1, and a stream holds one for as long as it lives, so a tab per
// stream would starve the seventh request of a person with a few tabs open. The tabs
// of one person elect one (a Web Lock: when its tab closes, the next waiting tab takes
// it) which reads the stream and passes the news to the others on a BroadcastChannel.
// Where either is missing (a plain-http address other than localhost), each tab reads
// its own.

export type NewsKind = "challenges" | "games" | "pairing" | "all";

export interface PersonNewsHandlers {
  onNews: (kind: NewsKind) => void;
  /** Whether the stream is open now: while it is not, pages poll as before. */
  onLive: (live: boolean) => void;
}

type TabMessage =
  { type: "news"; kind: NewsKind } | { type: "live"; live: boolean } | { type: "ask" };

const REOPEN_MS = 5_000;
const REOPEN_MAX_MS = 60_000;
const KINDS = new Set<string>(["challenges", "games", "pairing", "all"]);

/** Follows `playerId`'s news in this browser until the returned function is called. */
export function followPersonNews(
  playerId: string,
  handlers: PersonNewsHandlers,
): () => void {
  if (typeof BroadcastChannel === "undefined" || !("locks" in navigator))
    return readStream(handlers);
  const name = `3u3d-person-news:${playerId}`;
  const tabs = new BroadcastChannel(name);
  const tell = (message: TabMessage) => tabs.postMessage(message);
  /** The stream's state, when this tab reads it; null while another tab does. */
  let reading: { live: boolean; stop: () => void } | null = null;
  let letGo: (() => void) | undefined;
  const quit = new AbortController();

  tabs.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data.type === "news") handlers.onNews(data.kind);
    else if (data.type === "live") handlers.onLive(data.live);
    else if (reading) tell({ type: "live", live: reading.live }); // a new tab asks
  };
  navigator.locks
    .request(name, { signal: quit.signal }, () => {
      const state = { live: false, stop: () => undefined as void };
      reading = state;
      state.stop = readStream({
        onNews: (kind) => {
          handlers.onNews(kind);
          tell({ type: "news", kind });
        },
        onLive: (live) => {
          state.live = live;
          handlers.onLive(live);
          tell({ type: "live", live });
        },
      });
      // Held until this tab stops following (it closes, or its person changes).
      return new Promise<void>((resolve) => (letGo = resolve));
    })
    .catch(() => undefined); // given up before it was granted
  tell({ type: "ask" });

  return () => {
    quit.abort();
    reading?.stop();
    if (reading) tell({ type: "live", live: false });
    letGo?.();
    tabs.close();
  };
}

/** Reads the stream in this tab. */
function readStream(handlers: PersonNewsHandlers): () => void {
  let source: EventSource | null = null;
  let stopped = false;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let pause = REOPEN_MS;

  const open = () => {
    const es = new EventSource("/api/me/events");
    source = es;
    es.onopen = () => {
      pause = REOPEN_MS;
      handlers.onLive(true);
    };
    es.onmessage = (message: MessageEvent<string>) => {
      if (KINDS.has(message.data)) handlers.onNews(message.data as NewsKind);
    };
    es.onerror = () => {
      if (stopped) return;
      handlers.onLive(false);
      if (es.readyState !== EventSource.CLOSED) return; // reconnecting by itself
      reopen = setTimeout(open, pause);
      pause = Math.min(pause * 2, REOPEN_MAX_MS);
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
}
