import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

import { TRPCReactProvider } from "~/trpc/react";

/**
 * The layout of every route whose page has client components that speak or ask the
 * API: the request's messages, time zone and formats (NextIntlClientProvider, from
 * src/i18n/request.ts), and the tRPC client with TanStack Query's cache
 * (trpc/react.tsx). Not the root layout's any more (issue #65, first paint): a page
 * with no client components of its own, the rules, loads neither. Each such route's
 * layout.tsx is this one; a new route with client components adds it.
 */
export function DataLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </NextIntlClientProvider>
  );
}
