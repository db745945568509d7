// Cross-site requests (issue #37): a form on another site can POST to us without a CORS
// preflight when the body is form data or plain text, and the browser sends our
// cookies along (SameSite=Lax stops most, not all). tRPC itself accepts such bodies.
// So a write must say it is JSON (a type no form can send), and a request a browser
// marks as coming from another site (its Origin) is refused. Programs that send no
// Origin (scripts, tests, the server's own calls) are not browsers acting for
// someone, and are let through.

const refuse = (status: 403 | 415, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

/** The host the request was made to, as the browser saw it (behind a proxy too). */
function requestHost(req: Request): string {
  return (
    req.headers.get("x-forwarded-host") ??
    req.headers.get("host") ??
    new URL(req.url).host
  );
}

/** null when the request may go on; otherwise the answer refusing it. */
export function crossSiteRefusal(req: Request): Response | null {
  const origin = req.headers.get("origin");
  if (origin !== null) {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      // "null" (a sandboxed frame, a file) or garbage: not our site.
    }
    if (host !== requestHost(req))
      return refuse(403, "FORBIDDEN", "Requests from other sites are not accepted.");
  }
  if (req.method === "POST") {
    const [type = ""] = (req.headers.get("content-type") ?? "").split(";");
    if (type.trim().toLowerCase() !== "application/json")
      return refuse(
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "Send JSON (Content-Type: application/json).",
      );
  }
  return null;
}
