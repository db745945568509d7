import type { IncomingHttpHeaders } from "node:http";

import { createTRPCContext } from "@3u3d/api";
import { readSession } from "@3u3d/auth";

import { bootedHouse } from "./house";

// The API called from the server for code the App Router does not run, where neither
// `auth()` nor next/headers is there: the rules page, served by the Pages Router without
// React in the browser (src/pages/rules.tsx), and the language form it posts
// (app/api/locale/route.ts). The caller is who the request's cookies say: its Auth.js
// session's player (readSession: the checks `auth()` makes, with the same
// configuration, as the custom server's /api/trpc reads it), else its guest cookie's.
// The routers are the booted house's own copy, as in trpc/server-queries.ts.

/** The house's routers, called as the player of a request with these headers. */
export async function callerFor(headers: Headers) {
  const house = await bootedHouse();
  const { deps } = house;
  const session = await readSession(
    {
      players: deps.repositories.players,
      secret: deps.authSecret,
      limiter: deps.authLimiter,
    },
    headers,
  );
  const context = await createTRPCContext(deps, {
    headers,
    sessionPlayerId: session.playerId,
    sessionSignedInAt: session.signedInAt,
  });
  return house.requests.router.createCaller(context);
}

/** A Node request's headers (the Pages Router's `req`) as web Headers. */
export function webHeadersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming)) {
    if (value === undefined || key.startsWith(":")) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}
