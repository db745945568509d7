import { createTranslator } from "next-intl";

import type { Locale, Messages } from "@3u3d/i18n";

import { languageOptions, LanguageLabel } from "./language-label";
import type { WithoutReact } from "./site-nav";

/** Where the language form posts the choice (app/api/locale/route.ts). */
const LOCALE_FORM_ACTION = "/api/locale";

/** Where Sign out posts (Auth.js, app/api/auth/[...nextauth]). */
const SIGN_OUT_ACTION = "/api/auth/signout";

// The form's one script: a choice sends the form, as a choice changes the language at
// once on the other pages. Inline and in place, a line (the page loads no script files).
const SEND_ON_CHANGE =
  'document.currentScript.parentElement.addEventListener("change",function(e){e.currentTarget.submit()})';

// Sign out's one script, where script runs: as on the other pages (who.tsx,
// push-device.ts forgetOnSignOut), this device stops getting the account's
// notifications first — the server forgets its subscription while still signed in (3 s
// at most), the browser ends it — then the form is sent. Without script there is no
// push subscription to forget (pushes need the service worker's script).
const FORGET_PUSH_ON_SUBMIT =
  'var f=document.currentScript.parentElement;f.addEventListener("submit",function(e){var w=navigator.serviceWorker;if(!w||!("PushManager"in window))return;e.preventDefault();w.getRegistration("/").then(function(r){return r&&r.pushManager.getSubscription()}).then(function(s){if(s)return Promise.race([fetch("/api/trpc/push.unsubscribe",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({json:{endpoint:s.endpoint}})}),new Promise(function(d){setTimeout(d,3e3)})]).catch(function(){}).then(function(){return s.unsubscribe()})}).catch(function(){}).then(function(){f.submit()})})';

/** Who the request is, as the rules page's server asked (session.me); null: nobody yet. */
export interface StaticMe {
  name: string;
  guest: boolean;
  /** An account's Sign out form's CSRF token (server/form-token.ts); null: no Sign out. */
  signOutToken: string | null;
}

/**
 * The header's live parts for a page served without React (the rules:
 * src/pages/rules.tsx), said once by the server: "My games" and "Friends" when they
 * apply, and who you are or the ways in, as live-parts.tsx shows them after hydration
 * on the other pages; plain links. Sign out is a form posted to Auth.js with its CSRF
 * token, which sends the browser back to `path` signed out. The language switcher is a
 * form posted to app/api/locale, which does what the switcher does in the browser
 * (language-switcher.tsx) and sends the browser back to `path`; a choice sends it, and
 * without script its button does.
 */
export function staticHeaderParts({
  locale,
  messages,
  me,
  path,
}: {
  locale: Locale;
  messages: Messages;
  me: StaticMe | null;
  /** The page's own path, to come back to after choosing a language. */
  path: string;
}): WithoutReact {
  const t = createTranslator({ locale, messages, namespace: "site" });
  return {
    links: me && (
      <>
        <a href="/profile">{t("nav.myGames")}</a>
        {!me.guest && <a href="/friends">{t("nav.friends")}</a>}
      </>
    ),
    who:
      me && !me.guest ? (
        <>
          <a href="/account" title={t("who.yourAccount")}>
            {me.name}
          </a>
          {me.signOutToken && (
            <form className="sign-out-form" method="post" action={SIGN_OUT_ACTION}>
              <input type="hidden" name="csrfToken" value={me.signOutToken} />
              <input type="hidden" name="callbackUrl" value={path} />
              <button type="submit">{t("who.signOut")}</button>
              <script dangerouslySetInnerHTML={{ __html: FORGET_PUSH_ON_SUBMIT }} />
            </form>
          )}
        </>
      ) : (
        <>
          {me?.guest && (
            <a href="/account" title={t("who.changeName")}>
              {t("who.guestName", { name: me.name })}
            </a>
          )}
          <a href="/signin">{t("who.signIn")}</a>
          <a href="/signup">{t("who.signUp")}</a>
        </>
      ),
    language: (
      <form className="language-form" method="post" action={LOCALE_FORM_ACTION}>
        <input type="hidden" name="back" value={path} />
        <LanguageLabel label={t("language")}>
          <select name="locale" defaultValue={locale}>
            {languageOptions()}
          </select>
        </LanguageLabel>
        <noscript>
          <button type="submit">{t("languageChange")}</button>
        </noscript>
        <script dangerouslySetInnerHTML={{ __html: SEND_ON_CHANGE }} />
      </form>
    ),
  };
}
