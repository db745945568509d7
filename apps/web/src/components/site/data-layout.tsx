import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

import { TRPCReactProvider } from "~/trpc/react";

/**
 * The layout of the pages whose client components speak or ask the API (the route
 * group app/(site)): the request's messages, time zone and formats
 * (NextIntlClientProvider, from src/i18n/request.ts), and the tRPC client with TanStack
 * Query's cache (trpc/react.tsx). Not the root layout's any more (issue #65, first
 * paint): a page outside the group would not load them with its first screen; they
 * arrive after hydration with the header's live parts (site-live.tsx).
 */
export function DataLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </NextIntlClientProvider>
  );
}
