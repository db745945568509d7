import type { AuthDeps } from "@3u3d/auth";

import type { ApiDeps } from "./trpc";

// What Auth.js needs from the API's dependencies, in one place: the Node requests' session
// reader, the app's Auth.js route and the rules page's form token all configure Auth.js
// alike, so a session one of them accepts the others accept too.

/** The players, the secret and the sign-in limiter Auth.js is configured with. */
export function authDepsOf(deps: ApiDeps): AuthDeps {
  return {
    players: deps.repositories.players,
    secret: deps.authSecret,
    limiter: deps.authLimiter,
  };
}
