import type { Locale, Messages } from "@3u3d/i18n";

/**
 * The messages the header's live parts say (live-parts.tsx: who you are, "My games" and
 * "Friends", a challenge or a friend's news, the table's sign-in dialog and its
 * errors), picked from the catalogue on the server. The root layout has no
 * NextIntlClientProvider (issue #65: a page without client components of its own, the
 * rules, then has no message formatter in its first load and no catalogue in its
 * HTML), so those parts bring one, after hydration, with just these. A part saying a new namespace adds it here.
 */
export function headerMessages(messages: Messages) {
  return {
    site: messages.site,
    friends: { badge: messages.friends.badge, notice: messages.friends.notice },
    auth: messages.auth,
    common: { errors: messages.common.errors },
  };
}

export type HeaderMessages = ReturnType<typeof headerMessages>;

/** What the live parts need to speak: the page's language and those messages. */
export interface HeaderIntl {
  locale: Locale;
  messages: HeaderMessages;
}
