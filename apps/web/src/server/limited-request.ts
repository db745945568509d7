// tRPC requests are a few hundred bytes (a move, a form); a client sending megabytes
// only costs us memory and parse time. The body is read here with a cap, before tRPC
// parses it, whether or not the client announced its length.
export const MAX_BODY_BYTES = 64 * 1024;

/** The request with its body read (≤ MAX_BODY_BYTES), or a 413 answer. */
export async function withLimitedBody(req: Request): Promise<Request | Response> {
  if (req.method === "GET" || req.method === "HEAD" || !req.body) return req;
  const tooLarge = () =>
    Response.json(
      { error: { code: "PAYLOAD_TOO_LARGE", message: "The request is too large." } },
      { status: 413 },
    );
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return tooLarge();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  return new Request(req.url, {
    method: req.method,
    headers: req.headers,
    body: Buffer.concat(chunks),
    signal: req.signal,
  });
}
