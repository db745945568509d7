"use client";

/** What a page may say as it closes, and the input each takes. */
interface PartingWords {
  "presence.gone": { page: string; device: string };
  "pairing.cancel": undefined;
}

/**
 * Sends a mutation as the page closes ("I am gone", "stop looking for a game"): a
 * beacon, which the browser sends after the page is gone, queued right here in the
 * closing page's handler. Not through the tRPC client, which starts its fetch a few
 * promises later, and not as a keepalive fetch, which passes through the service
 * worker: in pairing.spec.ts a page closed seconds after it first loaded (its worker
 * still settling in) lost such goodbyes, while beacons arrived every time. The body
 * is the input in superjson's envelope (`{ json }`: plain JSON needs nothing else);
 * the answer is never read. Should it all fail, the server still lets a silent page
 * lapse by itself.
 */
export function sayAsPageCloses<P extends keyof PartingWords>(
  path: P,
  ...input: PartingWords[P] extends undefined ? [] : [PartingWords[P]]
): void {
  const envelope = input.length === 0 ? {} : { json: input[0] };
  const body = new Blob([JSON.stringify(envelope)], { type: "application/json" });
  if (navigator.sendBeacon(`/api/trpc/${path}`, body)) return;
  void fetch(`/api/trpc/${path}`, { method: "POST", keepalive: true, body }).catch(
    () => undefined,
  );
}
