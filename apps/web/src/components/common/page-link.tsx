import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link to one of the site's pages: next/link's client-side navigation, never
 * prefetched. Every App Router page here is rendered per request and none has a
 * loading state, so a prefetch brought only the route's outline (two requests per link
 * the moment it scrolled into view: six on the home page, the home page itself from
 * every table), and the click asked the server for the page all the same. Its decoding
 * was one of the long tasks of a phone's page load (issue #65, first paint).
 * Offline the prefetches could only fail, which the header used to switch off by hand.
 */
export function PageLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return <Link {...props} prefetch={false} />;
}
