// The language switcher's call to the API, loaded when a language is chosen (not with
// the page: the header is on every page, and TanStack Query and the tRPC client need not
// be in a page's first load for it; issue #65). The visit's own cache and client
// (trpc/react.tsx), so the pages' islands see the new language at once.
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";

import type { AppRouter } from "@3u3d/api";
import type { Locale } from "@3u3d/i18n";

import { getQueryClient, getTRPCClient } from "~/trpc/react";

/** Keeps `locale` on the player, guest or account, when the browser is someone. */
export async function saveLocale(locale: Locale): Promise<void> {
  const queryClient = getQueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: getTRPCClient(),
    queryClient,
  });
  const me = await queryClient
    .fetchQuery(trpc.session.me.queryOptions())
    .catch(() => null);
  if (!me) return;
  await getTRPCClient()
    .session.setLocale.mutate({ locale })
    .then(() => queryClient.invalidateQueries(trpc.session.me.queryFilter()))
    .catch(() => undefined);
}
