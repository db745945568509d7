import type { GetServerSideProps } from "next";
import Head from "next/head";
import { createTranslator } from "next-intl";

import { LOCALE_COOKIE, messagesFor, type Locale } from "@3u3d/i18n";

import { headerMessages } from "~/components/site/header-messages";
import { navWords } from "~/components/site/nav-words";
import { SiteNav } from "~/components/site/site-nav";
import { staticHeaderParts, type StaticMe } from "~/components/site/static-header";
import { pickLocale } from "~/i18n/pick-locale";
import { RulesArticle } from "~/rules/rules-article";
import { formTokenFor } from "~/server/form-token";
import { callerFor, webHeadersOf } from "~/server/request-caller";

// The rules page (/rules), served as HTML with no JavaScript at all (issue #65: it is
// text, and the App Router's runtime alone, React's and Next's, is about 136 kB gzip on
// every page it serves). The Pages Router still has what the App Router lacks, a page
// without the client runtime (`unstable_runtimeJS: false`, production builds only:
// `next dev` keeps its scripts for the dev overlay). So the page is rendered here, on
// the server, by React as every page is, from the same components and catalogue: the
// header (SiteNav, its menu the browser's own popover), the rules (RulesArticle), and
// the header's live parts said once by the server (static-header.tsx), its language
// switcher a form (one inline line of script sends it on a choice, a button sends it
// without script) posted to app/api/locale, and an account's Sign out a form posted to
// Auth.js with its CSRF token. The language is chosen as on every page
// (i18n/pick-locale.ts).
// Node, as every page here (it asks the house who is asking): said, because Next 16's
// types for a page's config name only runtime and maxDuration, and a config sharing none
// of their keys fails the check Next generates (.next/types/validator.ts).
export const config = { runtime: "nodejs", unstable_runtimeJS: false };

interface Props {
  locale: Locale;
  me: StaticMe | null;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  const headers = webHeadersOf(req.headers);
  // Who is asking: for the account's language and the header's name. Nobody when the
  // server cannot say (the database restarting): the page renders anyway.
  const asked = callerFor(headers)
    .then((caller) => caller.session.me())
    .catch(() => null);
  const locale = await pickLocale({
    chosen: req.cookies[LOCALE_COOKIE],
    saved: async () => (await asked)?.locale,
    acceptLanguage: headers.get("accept-language"),
  });
  const me = await asked;
  if (!me) return { props: { locale, me: null } };
  // An account's Sign out is a form posted to Auth.js: its CSRF token, and the cookie
  // that pairs with it when the browser has none yet. Without one (Auth.js could not
  // say) the header has no Sign out this time, and the page renders anyway.
  const form = me.guest ? null : await formTokenFor(headers).catch(() => null);
  for (const cookie of form?.setCookies ?? []) res.appendHeader("set-cookie", cookie);
  const signOutToken = form?.csrfToken ?? null;
  return { props: { locale, me: { name: me.name, guest: me.guest, signOutToken } } };
};

export default function RulesPage({ locale, me }: Props) {
  const messages = messagesFor(locale);
  const site = createTranslator({ locale, messages, namespace: "site" });
  const rules = createTranslator({ locale, messages, namespace: "rules" });
  // The root layout's title template: "%s · <the site's title>".
  const title = `${rules("metaTitle")} · ${site("title")}`;
  return (
    <>
      {/* What the root layout's metadata and viewport put in every App Router page. */}
      <Head>
        <title>{title}</title>
        <meta name="description" content={site("description")} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5132" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
      </Head>
      <SiteNav
        words={navWords(site)}
        intl={{ locale, messages: headerMessages(messages) }}
        withoutReact={staticHeaderParts({ locale, messages, me, path: "/rules" })}
      />
      <RulesArticle locale={locale} messages={messages} />
    </>
  );
}
