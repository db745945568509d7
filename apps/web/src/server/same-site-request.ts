// Cross-site requests (issue #37): a form on another site can POST to us without a CORS
// preflight when the body is form data or plain text, and the browser sends our
// cookies along (SameSite=Lax stops most, not all). tRPC itself accepts such bodies.
// So a write must say it is JSON (a type no form can send), and a request a browser
// marks as coming from another site (its Origin) is refused. Programs that send no
// Origin (scripts, tests, the server's own calls) are not browsers acting for
// someone, and are let through.

/** Why a request is refused: its status and the JSON error it is answered with. */
export interface CrossSiteProblem {
  status: 403 | 415;
  code: string;
  message: string;
}

const problem = (status: 403 | 415, code: string, message: string) => ({
  status,
  code,
  message,
});

/**
 * null when the request may go on; otherwise why not. Reads the method and headers
 * only (`header` answers a lower-case name, null when absent), so both servers use it:
 * Next's route (crossSiteRefusal) and the custom server's own answers (server.mjs).
 * `fallbackHost` is the URL's host, for a request that names none.
 */
export function crossSiteProblem(
  method: string,
  header: (name: string) => string | null,
  fallbackHost: string,
): CrossSiteProblem | null {
  if (fromAnotherSite(header, fallbackHost))
    return problem(403, "FORBIDDEN", "Requests from other sites are not accepted.");
  if (method === "POST") {
    const [type = ""] = (header("content-type") ?? "").split(";");
    if (type.trim().toLowerCase() !== "application/json")
      return problem(
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "Send JSON (Content-Type: application/json).",
      );
  }
  return null;
}

/**
 * Whether a browser says the request comes from another site: its Origin names another
 * host than the one the request was made to. Also for a form of ours, which posts form
 * data (app/api/locale).
 */
export function fromAnotherSite(
  header: (name: string) => string | null,
  fallbackHost: string,
): boolean {
  const origin = header("origin");
  if (origin === null) return false;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not our site.
  }
  // The host the request was made to, as the browser saw it (behind a proxy too).
  return host !== (header("x-forwarded-host") ?? header("host") ?? fallbackHost);
}

/** null when the request may go on; otherwise the answer refusing it. */
export function crossSiteRefusal(req: Request): Response | null {
  const found = crossSiteProblem(
    req.method,
    (name) => req.headers.get(name),
    new URL(req.url).host,
  );
  return found
    ? Response.json(
        { error: { code: found.code, message: found.message } },
        { status: found.status },
      )
    : null;
}
