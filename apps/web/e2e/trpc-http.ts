// The app's API as a program speaks it: tRPC over plain HTTP (superjson envelopes).
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";

interface TrpcError {
  error: {
    json: { message: string; data: { code: string; engineCode?: string | null } };
  };
}

/** A client with its own cookie jar, speaking tRPC over HTTP like the app's client. */
export async function client(baseURL: string, cookie?: string) {
  const http: APIRequestContext = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: cookie ? { cookie } : {},
  });
  const query = async (path: string, input: unknown) => {
    const res = await http.get(
      `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
    );
    return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
  };
  const mutate = async (path: string, input: unknown) => {
    const res = await http.post(`/api/trpc/${path}`, { data: { json: input } });
    return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
  };
  const data = <T>(r: { body: Record<string, unknown> }) =>
    (r.body as { result: { data: { json: T } } }).result.data.json;
  const guestCookie = async () =>
    (await http.storageState()).cookies.find((c) => c.name === "threeup_guest");
  /** The client's cookies as one header, for requests made outside its context (streams). */
  const cookieHeader = async () =>
    (await http.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ") ||
    (cookie ?? "");
  return { http, query, mutate, data, guestCookie, cookieHeader };
}

/** The URL of a game's plain event stream (what the browser's EventSource reads). */
export const gameEventsUrl = (baseURL: string, gameId: string) =>
  `${baseURL}/api/games/${encodeURIComponent(gameId)}/events`;

/**
 * Reads Server-Sent Events (a game's event stream) until
 * the server ends them or `signal` aborts; `onData` gets each message's data (superjson
 * envelope removed).
 */
export async function streamEvents(
  url: string,
  cookie: string,
  signal: AbortSignal,
  onData: (data: unknown) => void,
): Promise<void> {
  try {
    const res = await fetch(url, {
      headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) },
      signal,
    });
    if (!res.ok || !res.body) throw new Error(`${url}: HTTP ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const message = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const lines = message.split("\n");
        const event = lines.find((l) => l.startsWith("event:"));
        if (event && event.slice(6).trim() !== "message") continue; // connected, return, end
        const data = lines
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trimStart())
          .join("\n");
        if (!data) continue;
        const parsed = JSON.parse(data) as { json?: unknown };
        onData(
          parsed && typeof parsed === "object" && "json" in parsed ? parsed.json : parsed,
        );
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}

export const errorOf = (r: { body: Record<string, unknown> }) =>
  (r.body as unknown as TrpcError).error.json;

/**
 * JSON with sorted keys. PostgreSQL's JSONB does not keep key order, and the server
 * answers from its in-memory copy or from a fresh read: values are what count.
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v,
  );
}
