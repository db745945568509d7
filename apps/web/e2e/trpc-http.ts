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
  return { http, query, mutate, data, guestCookie };
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
