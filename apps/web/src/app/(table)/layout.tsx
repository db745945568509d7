import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

// The table's own group (issue #65, first paint), as the home page has one
// (app/(home)): the request's messages for its client components, but not the data
// layer that app/(site)/layout.tsx puts around the other pages. The table brings
// TanStack Query, the tRPC client and its own code in a chunk of their own
// (components/table/table-island.tsx), so the page's first load is React and the
// table's server-rendered markup.
export default function TableLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
