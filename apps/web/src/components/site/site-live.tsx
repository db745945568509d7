"use client";

import dynamic from "next/dynamic";

// The header's and the site's parts that ask the API (live-parts.tsx), loaded after the
// page is the browser's (they showed only then before, useHydrated): one file for all
// four, so one request. Not rendered on the server, so nothing in the HTML waits for them.
//
// A chunk that fails to arrive (offline before it was cached, a flaky network, a deploy
// in between) leaves these parts out instead of failing the page: nothing here is
// needed to read or play what is on it.
const parts = () => import("./live-parts").catch(() => null);
const nothing = () => null;

export const HeaderNotices = dynamic(
  () => parts().then((m) => m?.HeaderNotices ?? nothing),
  {
    ssr: false,
  },
);
export const HeaderLinks = dynamic(() => parts().then((m) => m?.HeaderLinks ?? nothing), {
  ssr: false,
});
export const HeaderWho = dynamic(() => parts().then((m) => m?.HeaderWho ?? nothing), {
  ssr: false,
});
/** Presence and the person's news stream, on every page (the root layout). */
export const SiteListeners = dynamic(() => parts().then((m) => m?.Listeners ?? nothing), {
  ssr: false,
});
