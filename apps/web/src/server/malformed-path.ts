// A path whose percent-encoding is broken ("/table/%E0%A4%A": a cut-off UTF-8 sequence)
// names no page of ours, but Next.js decodes the path while routing and answers the
// URIError with a 500 (issue #61, item 6), for pages, /api/trpc and /api/auth alike.
// server.mjs asks this first and answers 400 itself, in the reader's language, before
// Next sees the request. The query is not judged here: URLSearchParams, which every
// handler of ours reads it with, decodes a broken escape leniently.
import type { IncomingMessage, ServerResponse } from "node:http";

import { readCookie } from "@3u3d/auth/guest-token";
import { isLocale, LOCALE_COOKIE, messagesFor, type Locale } from "@3u3d/i18n";
import { negotiateLocale } from "@3u3d/i18n/negotiate";

/** Whether the request's path cannot be percent-decoded. */
export function isMalformedPath(url: string | undefined): boolean {
  const path = (url ?? "/").split(/[?#]/, 1)[0] ?? "/";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The site's language cookie, else the browser's languages (as the pages choose). */
export function readerLocale(req: IncomingMessage): Locale {
  const chosen = readCookie(req.headers.cookie ?? null, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : negotiateLocale(req.headers["accept-language"]);
}

/**
 * Answers a request whose path is malformed with 400 and returns true; returns false
 * (and does nothing) for any other request.
 */
export function refuseMalformedPath(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isMalformedPath(req.url)) return false;
  const words = messagesFor(readerLocale(req)).refusals.validation.badLink;
  res.writeHead(400, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(words);
  return true;
}
