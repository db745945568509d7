// The headers every answer carries in production: what a page may load and who may
// frame it, and HSTS over https, for the answers server.mjs gives itself
// (src/server/api-on-node.ts). next.config.ts gives Next's answers the same; it cannot
// import this file (Next's own loader could, but under server.mjs tsx's resolver comes
// first and finds no module without its extension), so security-headers.test.ts keeps
// the two lists equal.

// What a page may load and who may frame it. Next's own bootstrap is inline script, so
// scripts need 'unsafe-inline' (no nonces: every page would become dynamic); everything
// else comes from this origin only, and no other site may put our pages in a frame
// (clickjacking a "Play" button). Sign-in forms may post on to an OAuth provider.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
].join("; ");

/** On every answer. */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: "Content-Security-Policy", value: CONTENT_SECURITY_POLICY },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
];

/**
 * On answers served over https (the TLS proxy says so in X-Forwarded-Proto): browsers
 * keep to https for two years. Over plain http browsers ignore the header, so a client
 * naming https itself gains nothing.
 */
export const HTTPS_HEADERS: readonly { key: string; value: string }[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];
