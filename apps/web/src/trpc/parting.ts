"use client";

/** What a page may say as it closes: mutations without input. */
type PartingWords = "presence.gone" | "pairing.cancel";

/**
 * Sends a mutation as the page closes ("I am gone", "stop looking for a game"): a
 * beacon, which the browser sends after the page is gone, queued right here in the
 * closing page's handler. Not through the tRPC client, which starts its fetch a few
 * promises later, and not as a keepalive fetch, which passes through the service
 * worker: in pairing.spec.ts a page closed seconds after it first loaded (its worker
 * still settling in) lost such goodbyes, while beacons arrived every time. The body
 * is an empty input in tRPC's JSON envelope; the answer is never read. Should it all
 * fail, the server still lets a silent page lapse by itself.
 */
export function sayAsPageCloses(path: PartingWords): void {
  const body = new Blob(["{}"], { type: "application/json" });
  if (navigator.sendBeacon(`/api/trpc/${path}`, body)) return;
  void fetch(`/api/trpc/${path}`, { method: "POST", keepalive: true, body }).catch(
    () => undefined,
  );
}
