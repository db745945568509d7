import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";

import { PresenceHeartbeat } from "~/components/site/presence-heartbeat";
import { ServiceWorker } from "~/components/site/service-worker";
import { SiteNav } from "~/components/site/site-nav";
import { TRPCReactProvider } from "~/trpc/react";

// Nunito, bundled from npm (no font service). Its Latin part is loaded through
// next/font: preloaded with the page, and shown in place of a fallback whose metrics
// are adjusted to match, so nothing moves when it arrives (it moved the home page's
// picture by a fifth of the screen: Lighthouse's layout shift). The other alphabets'
// parts (Latin Extended, Cyrillic, Greek, Vietnamese) come from the same package's CSS,
// each fetched only when a name on the page needs it.
import "@fontsource-variable/nunito/wght.css";

const nunito = localFont({
  src: "../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2",
  weight: "200 1000",
  display: "swap",
  variable: "--font-nunito",
});

import "./globals.css";
import "./pages.css";
import "./table.css";
import "./endings.css";
import "./explanations.css";

export const metadata: Metadata = {
  title: { default: "3UP 3DOWN online", template: "%s · 3UP 3DOWN online" },
  description:
    "Play 3UP 3DOWN, the card game of shedding your hand and your table cards, with friends or bots.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0f5132",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={nunito.variable}>
      <body>
        <TRPCReactProvider>
          <SiteNav />
          {children}
          <PresenceHeartbeat />
        </TRPCReactProvider>
        <ServiceWorker />
      </body>
    </html>
  );
}
