import { webHeaders } from "@3u3d/api";

import { bootedHouse } from "./house";

// The API called from the server for code the App Router does not run, where neither
// `auth()` nor next/headers is there: the rules page, served by the Pages Router without
// React in the browser (src/pages/rules.tsx), and the language form it posts
// (app/api/locale/route.ts). The caller is who the request's cookies say: its Auth.js
// session's player (readSession: the checks `auth()` makes, with the same
// configuration), else its guest cookie's — read by the booted house exactly as the
// custom server's /api/trpc reads them (packages/api's node-requests.ts), and called on
// the house's own routers, as in trpc/server-queries.ts.

/** The house's routers, called as the player of a request with these headers. */
export async function callerFor(headers: Headers) {
  return (await bootedHouse()).requests.callerFor(headers);
}

/** A Node request's headers (the Pages Router's `req.headers`) as web Headers. */
export const webHeadersOf = webHeaders;
