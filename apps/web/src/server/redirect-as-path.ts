// Auth.js names this site by the address Next listens on (server.mjs: localhost and the
// port, unless AUTH_URL says otherwise), not by the one the browser used, so a redirect
// it answers back to this site pointed at http://localhost:3000/… . A browser that came
// through 127.0.0.1, a LAN address or a proxy without AUTH_URL was sent elsewhere, and
// its CSP (form-action) refused the rules page's sign-out form outright. Sent as a path,
// the browser reads it against the address it used.

/** `response` with a Location on `request`'s own origin made a path; others as they are. */
export function redirectAsPath(response: Response, request: Request): Response {
  const location = response.headers.get("location");
  if (!location) return response;
  const here = new URL(request.url);
  const target = new URL(location, here);
  if (target.origin !== here.origin) return response;
  // A path that begins with two slashes (or a backslash after one) would be read by the
  // browser as another host: such a Location stays whole.
  if (/^\/[\\/]/.test(target.pathname)) return response;
  const headers = new Headers(response.headers);
  headers.set("location", `${target.pathname}${target.search}${target.hash}`);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
