// Where signing in or up goes afterwards: a page of this site that sent the visitor
// (a shared follow link), else their games. Only a path on this site is taken: an
// address of another (`//evil.example`, `/\evil.example`, `/\t/evil.example`) would
// make the sign-in page an open redirect.

/** Any address resolved against this stands for "this site". */
const HERE = "http://here.invalid";

/**
 * The path to go back to, from the `next` of a sign-in or sign-up address; null if
 * none. Judged as the browser will read it: resolved against this site, it must stay
 * on this site. (A browser drops tabs and line breaks from an address, so
 * `/\t/evil.example` passed a check of its first characters and went to another
 * site; a control character or backslash anywhere is refused outright.)
 */
export function returnPath(next: string | string[] | undefined): string | null {
  if (typeof next !== "string" || next.length > 300 || !next.startsWith("/")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  try {
    return new URL(next, HERE).origin === HERE ? next : null;
  } catch {
    return null;
  }
}

/** A sign-in or sign-up page's address that comes back to `path` afterwards. */
export const withReturn = (page: "/signin" | "/signup", path: string | null) =>
  path ? `${page}?next=${encodeURIComponent(path)}` : page;
