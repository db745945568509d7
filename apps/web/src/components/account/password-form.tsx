"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";

import { holdForAccountChange } from "~/components/site/account-change";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPCClient } from "~/trpc/react";

import { formText, signInWithPassword, useSignInWords } from "./auth-forms";

/**
 * A new password. The server ends every session with it (other devices must sign in
 * again); this browser signs straight back in with the new password. Meanwhile the
 * page's background requests wait (site/account-change.ts): this session is over
 * until the new one is in.
 */
export function PasswordForm({
  username,
  linked,
}: {
  username: string;
  /** Logins are linked to the account: they still sign in after the change. */
  linked: boolean;
}) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("account.password");
  const words = useSignInWords();
  const client = useTRPCClient();
  const change = useMutation({
    mutationFn: async (form: HTMLFormElement) => {
      const data = new FormData(form);
      const next = formText(data, "next");
      const release = holdForAccountChange();
      try {
        await client.account.changePassword.mutate({
          current: formText(data, "current"),
          next,
        });
        await signInWithPassword(words, username, next);
      } finally {
        release();
      }
    },
    onSuccess: (_, form) => form.reset(),
  });
  const error = errorWordsOrNull(change.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(event.currentTarget);
  };
  return (
    <form aria-label={t("formLabel")} className="auth-form" onSubmit={submit}>
      <h2>{t("title")}</h2>
      <label>
        {t("current")}
        <input name="current" type="password" autoComplete="current-password" required />
      </label>
      <label>
        {t("next")}
        <input
          name="next"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
        />
      </label>
      <button type="submit" disabled={change.isPending}>
        {t("change")}
      </button>
      {change.isSuccess && (
        <p role="status">{t("changed", { linked: String(linked) })}</p>
      )}
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
