"use client";

import dynamic from "next/dynamic";

import { partOf } from "~/components/part-of";

// The header's and the site's parts that ask the API (live-parts.tsx), loaded after the
// page is the browser's (they showed only then before, useHydrated): one file for all
// four, so one request. Not rendered on the server, so nothing in the HTML waits for them,
// and asked for when the browser is first idle, after the page's own parts (part-of.tsx).
//
// A chunk that fails to arrive (offline before it was cached, a flaky network, a deploy
// in between) leaves these parts out instead of failing the page: nothing here is
// needed to read or play what is on it. They are asked for again when they show, when
// the browser is back online and when the tab is looked at again (part-of.tsx).
const parts = () => import("./live-parts");
const optional = { optional: true, whenIdle: true };

export const HeaderNotices = dynamic(partOf(parts, "HeaderNotices", optional), {
  ssr: false,
});
export const HeaderLinks = dynamic(partOf(parts, "HeaderLinks", optional), {
  ssr: false,
});
export const HeaderWho = dynamic(partOf(parts, "HeaderWho", optional), { ssr: false });
/** Presence and the person's news stream, on every page (the root layout). */
export const SiteListeners = dynamic(partOf(parts, "Listeners", optional), {
  ssr: false,
});
