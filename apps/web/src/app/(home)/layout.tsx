import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

// The home page's own group (issue #65, first paint): the request's messages for its
// client components, but not the data layer that app/(site)/layout.tsx puts around
// every other page. The home page's parts that ask the API bring TanStack Query and the
// tRPC client with them, in a chunk of their own (components/home/home-islands.tsx),
// so the page's first load is React and its markup.
export default function HomeLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
