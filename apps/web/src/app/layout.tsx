import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { headerMessages } from "~/components/site/header-messages";
import { navWords } from "~/components/site/nav-words";
import { ServiceWorker } from "~/components/site/service-worker";
import { SiteListeners } from "~/components/site/site-live";
import { SiteNav } from "~/components/site/site-nav";

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
 * Every page of the App Router (all but the rules: src/pages/rules.tsx, served without
 * React): the request's language (src/i18n/request.ts) on <html lang>, the header
 * with its words said here, and the header's live parts with just the messages they say
 * (components/site/header-messages.ts).
 *
 * No NextIntlClientProvider and no data layer here (issue #65, first paint): the pages
 * whose client components speak or ask the API have both in their group's layout
 * (app/(site)/layout.tsx), so a page without any would have neither in its first
 * load (nor the whole catalogue in its HTML); the parts of every page that ask the API
 * (who you are, presence, your news) bring them after the page is the browser's
 * (components/site/site-live.tsx).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const messages = await getMessages();
  const t = await getTranslations("site");
  const words = navWords(t);
  return (
    <html lang={locale} className={nunito.variable}>
      <body>
        <SiteNav words={words} intl={{ locale, messages: headerMessages(messages) }} />
        {children}
        <SiteListeners />
        <ServiceWorker />
      </body>
    </html>
  );
}
