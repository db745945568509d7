import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";

import { DEFAULT_LOCALE, isLocale } from "@3u3d/i18n";

/** The page's language on <html lang>, as the App Router's root layout puts it. */
export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const locale: unknown = (__NEXT_DATA__.props as { pageProps?: { locale?: unknown } })
    .pageProps?.locale;
  return (
    <Html lang={isLocale(locale) ? locale : DEFAULT_LOCALE}>
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
