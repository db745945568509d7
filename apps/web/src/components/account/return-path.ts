// Where signing in or up goes afterwards: a page of this site that sent the visitor
// (a shared follow link), else their games. Only a path on this site is taken: an
// address of another (`//evil.example`, `/\evil.example`) would make the sign-in page
// an open redirect.

/** The path to go back to, from the `next` of a sign-in or sign-up address; null if none. */
export function returnPath(next: string | string[] | undefined): string | null {
  if (typeof next !== "string" || next.length > 300) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\"))
    return null;
  return next;
}

/** A sign-in or sign-up page's address that comes back to `path` afterwards. */
export const withReturn = (page: "/signin" | "/signup", path: string | null) =>
  path ? `${page}?next=${encodeURIComponent(path)}` : page;
