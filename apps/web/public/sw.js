// The service worker: makes the app installable and lets Practice and Learn to play
// (and the pages they need) open without a network. Hand-written, no build step:
// - pages, the manifest and icons: network first, the cached copy when offline (the
//   home page, Practice, Rules and Learn to play are cached at install; other pages as visited);
// - /_next/static/ files (content-hashed, never changed): cache first;
// - the API and the live event stream: never cached, never touched;
// - the router's prefetches: never cached; offline they get an empty answer. A cached
//   prefetch would name the chunks of a page never opened, and the router would then
//   load them, which offline is a failed load (a console error).
// It also shows Web Push notifications (a turn in a game that waits, a table found) and
// opens their table when one is clicked; that does not touch the caches.
// Bump VERSION when this file's caching changes: old caches are dropped on activate.
const VERSION = "v5";
const CACHE = `3u3d-${VERSION}`;
// Every icon too: the tab's icon and the manifest's, which the browser fetches by
// itself; one missing from the cache is a failed load (a console error) offline.
const SHELL = [
  "/",
  "/practice",
  "/rules",
  "/learn",
  "/manifest.webmanifest",
  "/icon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

// A page that has just loaded sends the files it used (its scripts and styles, the
// practice worker), so a first visit is enough to play offline later.
self.addEventListener("message", (event) => {
  if (event.data?.type !== "cache" || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter(
    (url) =>
      typeof url === "string" && new URL(url).pathname.startsWith("/_next/static/"),
  );
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(urls.map((url) => cache.add(url).catch(() => undefined))),
      )
      .then(() => event.source?.postMessage({ type: "cached", count: urls.length })),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/")) return;
  if (url.pathname.startsWith("/_next/static/")) {
    event.respondWith(cacheFirst(request));
  } else {
    // Pages, the manifest and icons: fresh when online, the cached copy offline.
    event.respondWith(networkFirst(request));
  }
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  // Any value: the router marks its kinds of prefetch 1, 2 and 3.
  const prefetch = request.headers.has("Next-Router-Prefetch");
  try {
    const response = await fetch(request);
    if (response.ok && !prefetch)
      (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    // Offline, a prefetch (a header link), or the router's request for a page never
    // visited, gets "no content" rather than a failed load, which the browser reports
    // as an error; the router then treats the link as a plain page load.
    if (prefetch) return new Response(null, { status: 204 });
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    if (request.headers.get("RSC") === "1") return new Response(null, { status: 204 });
    throw error;
  }
}

// A push from our server: JSON { title, body, url, tag } (services/push-messages.ts in
// packages/api). Every push shows a notification: browsers allow no silent ones.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: the generic words below.
  }
  const title = typeof message.title === "string" ? message.title : "3UP 3DOWN";
  const url = ownPage(message.url);
  const tag = typeof message.tag === "string" ? message.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: "/icons/icon-192.png",
      tag,
      // A newer notice of the same table replaces the older one, and still alerts.
      renotify: tag !== undefined,
      data: { url },
    }),
  );
});

/** `value` as a URL of this site; the home page for anything else. */
function ownPage(value) {
  try {
    const url = new URL(typeof value === "string" ? value : "/", self.location.origin);
    if (url.origin === self.location.origin) return url.href;
  } catch {
    // Not a URL at all.
  }
  return new URL("/", self.location.origin).href;
}

// A click opens the notification's page: a tab already on it is focused, else a new
// one is opened.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(ownPage(event.notification.data?.url));
  event.waitUntil(
    self.clients
      .matchAll({ type: "window", includeUncontrolled: true })
      .then((windows) => {
        const open = windows.find((w) => new URL(w.url).pathname === target.pathname);
        return open ? open.focus() : self.clients.openWindow(target.href);
      }),
  );
});
