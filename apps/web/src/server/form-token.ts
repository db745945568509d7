import { authDepsOf } from "@3u3d/api";
import { readFormToken, type FormToken } from "@3u3d/auth";

import { bootedHouse } from "./house";

// The CSRF token of a form posted to Auth.js from a page without script (the rules
// page's Sign out, components/site/static-header.tsx): Auth.js's own, for this
// request's cookies, with the cookie it pairs with when the request had none.

/** Auth.js's CSRF token for a request with these headers (readFormToken). */
export async function formTokenFor(headers: Headers): Promise<FormToken> {
  const { deps } = await bootedHouse();
  return readFormToken(authDepsOf(deps), headers);
}
