import type { Page } from "@playwright/test";

// Taking a page offline the way a player would: the service worker
// (src/components/site/service-worker.tsx, public/sw.js) controls the page, the page
// hands it the files it loaded, and only once it says they are kept does the network go.

/** Waits until the page's service worker is active (it then controls a reload). */
export async function serviceWorkerActive(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === "activated";
  });
}

/** Hands the service worker every file the page loaded, and waits until it keeps them. */
export async function keepWhatThePageLoaded(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener("message", (e) => {
          if ((e.data as { type?: string }).type === "cached") resolve();
        });
        navigator.serviceWorker.controller?.postMessage({
          type: "cache",
          urls: performance.getEntriesByType("resource").map((r) => r.name),
        });
      }),
  );
}
