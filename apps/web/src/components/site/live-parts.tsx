"use client";

import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

import { ChallengeBadge } from "~/components/friends/challenge-badge";
import { FriendNotice } from "~/components/friends/friend-notice";
import { inside } from "~/components/part-of";
import { TRPCReactProvider } from "~/trpc/react";

import type { HeaderIntl } from "./header-messages";
import { PersonNews } from "./person-news";
import { PresenceHeartbeat } from "./presence-heartbeat";
import { FriendsLink, MyGamesLink, Who } from "./who";

// The parts of every page that ask the API (who you are, your challenges and friends'
// news, presence, your news stream), in one file that site-live.tsx loads once the page
// is the browser's: with them come TanStack Query and the tRPC client, which a page
// that asks nothing itself then loads after its first screen instead of before it
// (issue #65; the rules page, served without React, loads none of this). Each part has
// a provider of its own over the visit's one cache and client (trpc/react.tsx), and the
// messages it says (header-messages.ts: the root layout has no intl provider).

const WithData = ({ intl, children }: { intl: HeaderIntl; children: ReactNode }) => (
  // UTC as on the server (i18n/request.ts): a date renders the same in both.
  <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
    <TRPCReactProvider>{children}</TRPCReactProvider>
  </NextIntlClientProvider>
);

/** Beside the brand: a challenge waiting, a friend's news. */
export const HeaderNotices = inside(WithData, () => (
  <>
    <ChallengeBadge />
    <FriendNotice />
  </>
));

/** In the menu's links: "My games", "Friends". */
export const HeaderLinks = inside(WithData, () => (
  <>
    <MyGamesLink />
    <FriendsLink />
  </>
));

/** Your name and signing out, or the ways in. */
export const HeaderWho = inside(WithData, Who);

/** Presence and the person's news stream: they render nothing, and say nothing. */
export const Listeners = () => (
  <TRPCReactProvider>
    <PresenceHeartbeat />
    <PersonNews />
  </TRPCReactProvider>
);
