import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { PersonNews } from "~/components/site/person-news";
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("site");
  return {
    title: { default: t("title"), template: `%s · ${t("title")}` },
    description: t("description"),
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0f5132",
};

/**
 * Every page: the request's language (src/i18n/request.ts) on <html lang> and, through
 * NextIntlClientProvider, its messages, time zone and formats for the client components.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale} className={nunito.variable}>
      <body>
        <NextIntlClientProvider>
          <TRPCReactProvider>
            <SiteNav />
            {children}
            <PresenceHeartbeat />
            <PersonNews />
          </TRPCReactProvider>
        </NextIntlClientProvider>
        <ServiceWorker />
      </body>
    </html>
  );
}
