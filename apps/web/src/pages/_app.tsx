import type { AppProps } from "next/app";
import Head from "next/head";
import localFont from "next/font/local";

// The Pages Router's frame, for its one page: the rules (rules.tsx), served without
// React in the browser (issue #65). The site's styles and font as the App Router's root
// layout (src/app/layout.tsx) loads them: the Pages Router takes global CSS from this
// file only.
import "@fontsource-variable/nunito/wght.css";

import "~/app/globals.css";
import "~/app/pages.css";
import "~/app/table.css";
import "~/app/endings.css";
import "~/app/explanations.css";

const nunito = localFont({
  src: "../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2",
  weight: "200 1000",
  display: "swap",
  variable: "--font-nunito",
});

// globals.css reads the font from --font-nunito on :root; the root layout sets it with
// the font's class on <html>, which this file cannot reach (the document is
// _document.tsx, where next/font may not be called).
const fontVariable = `:root{--font-nunito:${nunito.style.fontFamily}}`;

export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <style dangerouslySetInnerHTML={{ __html: fontVariable }} />
      </Head>
      <Component {...pageProps} />
    </>
  );
}
