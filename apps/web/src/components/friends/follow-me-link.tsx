"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { useHydrated } from "~/components/site/use-hydrated";

/** The address that opens a profile with its Follow button to the fore. */
export const followLinkPath = (handle: string) =>
  `/players/${encodeURIComponent(handle)}?follow`;

/**
 * "Your follow link": the reader's readable profile address with `?follow`, to send to
 * a friend (it opens the profile with a Follow button, and leads someone signed out
 * to sign up or in and back), with Copy.
 */
export function FollowMeLink({ handle }: { handle: string }) {
  const t = useTranslations("friends.followLink");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  // The site's own address is the browser's to say (behind a proxy the server may not know it).
  const link = hydrated ? `${window.location.origin}${followLinkPath(handle)}` : "";
  return (
    <section aria-labelledby="follow-link-heading" className="follow-link">
      <h2 id="follow-link-heading">{t("title")}</h2>
      <p>{t("about")}</p>
      <div className="action-row">
        <input
          readOnly
          aria-label={t("label")}
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          disabled={!hydrated}
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(() => setCopied(true))
          }
        >
          {t("copy")}
        </button>
        <span role="status" className="note-inline">
          {copied ? t("copied") : ""}
        </span>
      </div>
    </section>
  );
}
