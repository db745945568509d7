import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { ServiceWorker } from "~/components/service-worker";
import { SiteNav } from "~/components/site-nav";

import "@fontsource-variable/nunito/wght.css";

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
    <html lang="en">
      <body>
        <SiteNav />
        {children}
        <ServiceWorker />
      </body>
    </html>
  );
}
