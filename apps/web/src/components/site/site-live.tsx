"use client";

import dynamic from "next/dynamic";

// The header's and the site's parts that ask the API (live-parts.tsx), loaded after the
// page is the browser's (they showed only then before, useHydrated): one file for all
// four, so one request. Not rendered on the server, so nothing in the HTML waits for them.
const parts = () => import("./live-parts");

export const HeaderNotices = dynamic(() => parts().then((m) => m.HeaderNotices), {
  ssr: false,
});
export const HeaderLinks = dynamic(() => parts().then((m) => m.HeaderLinks), {
  ssr: false,
});
export const HeaderWho = dynamic(() => parts().then((m) => m.HeaderWho), {
  ssr: false,
});
/** Presence and the person's news stream, on every page (the root layout). */
export const SiteListeners = dynamic(() => parts().then((m) => m.Listeners), {
  ssr: false,
});
