import type { ReactNode } from "react";

import { LOCALE_NAMES, LOCALES } from "@3u3d/i18n";

// The language switcher's look, shared by its two forms: the select React drives on the
// App Router's pages (language-switcher.tsx) and the form of the page served without
// React (static-header.tsx). No hooks, no "use client".

/** The switcher's label (its word for screen readers) and globe, around its select. */
export const LanguageLabel = ({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) => (
  <label className="language-switcher">
    <span className="sr-only">{label}</span>
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
    {children}
  </label>
);

/** Each language named in itself, marked with its `lang`. */
export const languageOptions = () =>
  LOCALES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LOCALE_NAMES[code]}
    </option>
  ));
