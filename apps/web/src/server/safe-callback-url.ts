// Where Auth.js may send the browser after signing in or out: a page of this site.
// Auth.js already turns another site's address into the home page, but answers a
// malformed one (`javascript:…`, `http://[`, a bare word) with a 500 page. Here every
// `callbackUrl` that is not a path of ours, in the query or a form body, becomes "/"
// before Auth.js reads it (issue #37).

const FALLBACK = "/";
/** Any origin will do: a path is read against it to see whether it stays on it. */
const HERE = "http://this-site.invalid";
/** Tabs, line breaks and other control characters: browsers drop some from a URL. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** `value` if it is a path on this site (or a URL of this host), else "/". */
export function safeCallbackUrl(value: string, host: string | null): string {
  if (CONTROL.test(value)) return FALLBACK;
  // A path, read as a browser reads it: "//x", "/\\x" and the like lead to another
  // site, so the path must keep the origin it is read against.
  if (value.startsWith("/"))
    return new URL(value, HERE).origin === HERE ? value : FALLBACK;
  try {
    const url = new URL(value);
    const sameHost = host !== null && url.host === host;
    return sameHost && (url.protocol === "https:" || url.protocol === "http:")
      ? `${url.pathname}${url.search}${url.hash}`
      : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/** The request with every `callbackUrl` it carries made safe (the same request if none). */
export async function withSafeCallbackUrl(request: Request): Promise<Request> {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const url = new URL(request.url);
  let changed = false;
  const query = url.searchParams.get("callbackUrl");
  if (query !== null && safeCallbackUrl(query, host) !== query) {
    url.searchParams.set("callbackUrl", safeCallbackUrl(query, host));
    changed = true;
  }
  let body: string | undefined;
  const form =
    request.method === "POST" &&
    request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded");
  if (form) {
    const fields = new URLSearchParams(await request.clone().text());
    const field = fields.get("callbackUrl");
    if (field !== null && safeCallbackUrl(field, host) !== field) {
      fields.set("callbackUrl", safeCallbackUrl(field, host));
      body = fields.toString();
      changed = true;
    }
  }
  if (!changed) return request;
  const headers = new Headers(request.headers);
  headers.delete("content-length"); // the body may have changed
  return new Request(url, {
    method: request.method,
    headers,
    body: body ?? (request.method === "POST" ? await request.text() : undefined),
  });
}
