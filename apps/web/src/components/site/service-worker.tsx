"use client";

import { useEffect } from "react";

/**
 * Registers the service worker (public/sw.js) and hands it the files this page loaded,
 * so what a visit used is there offline. Production only: in development every edit
 * would be hidden behind a cached copy.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    // Offline the registration's update check could only fail; the worker is already there.
    if (!navigator.onLine) return;
    const offerFiles = (worker: ServiceWorker | null) =>
      worker?.postMessage({
        type: "cache",
        urls: performance.getEntriesByType("resource").map((entry) => entry.name),
      });
    navigator.serviceWorker.register("/sw.js").then(
      () =>
        // Wait until the page has settled (the practice worker started) before listing.
        void navigator.serviceWorker.ready.then((registration) =>
          setTimeout(() => offerFiles(registration.active), 1000),
        ),
      (error: unknown) => console.warn("service worker not registered", error),
    );
  }, []);
  return null;
}
