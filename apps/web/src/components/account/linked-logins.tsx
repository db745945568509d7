"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";

import type { OAuthProviderId } from "@3u3d/auth";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { formText } from "./auth-forms";

interface Provider {
  id: OAuthProviderId;
  name: string;
}

/**
 * GitHub, Google or Discord logins linked to the account: a way back in when the
 * password is lost. Linking asks for the password first (account.startLink leaves a
 * ten-minute note), then signs in with the provider, which links the login; signing in
 * with a provider any other way never links it. Each linked login can be unlinked, all
 * but the last way in.
 */
export function LinkedLogins({
  linked,
  providers,
  hasPassword,
}: {
  linked: string[];
  providers: Provider[];
  hasPassword: boolean;
}) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("account.logins");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Null only under the Pages Router (next-env.d.ts says so since src/pages exists).
  const justLinked = useSearchParams()?.get("linked") ?? null;
  const [linking, setLinking] = useState<Provider | null>(null);
  const nameOf = (id: string) => providers.find((p) => p.id === id)?.name ?? id;
  const unlinked = providers.filter((p) => !linked.includes(p.id));
  const lastWayIn = !hasPassword && linked.length === 1;
  const unlink = useMutation(
    trpc.account.unlink.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.account.mine.queryFilter()),
    }),
  );
  const unlinkError = errorWordsOrNull(unlink.error);
  return (
    <section aria-labelledby="linked-logins-heading">
      <h2 id="linked-logins-heading">{t("title")}</h2>
      {justLinked && linked.includes(justLinked) && (
        <p role="status">{t("justLinked", { provider: nameOf(justLinked) })}</p>
      )}
      {linked.length > 0 && (
        <ul className="linked-logins">
          {linked.map((id) => (
            <li key={id}>
              {nameOf(id)}{" "}
              {lastWayIn ? (
                <span className="note">{t("onlyWayIn")}</span>
              ) : (
                <button
                  type="button"
                  disabled={unlink.isPending}
                  // A linked login is one of the providers this code knows.
                  onClick={() => unlink.mutate({ provider: id as OAuthProviderId })}
                >
                  {t("unlink", { provider: nameOf(id) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {unlinkError && <p role="alert">{unlinkError}</p>}
      {linking ? (
        <LinkForm
          provider={linking}
          hasPassword={hasPassword}
          onCancel={() => setLinking(null)}
        />
      ) : (
        unlinked.map((p) => (
          <button key={p.id} type="button" onClick={() => setLinking(p)}>
            {t("link", { provider: p.name })}
          </button>
        ))
      )}
      {providers.length === 0 && <p className="note">{t("noProviders")}</p>}
    </section>
  );
}

/** The password again, then on to the provider, whose sign-in links the login. */
function LinkForm({
  provider,
  hasPassword,
  onCancel,
}: {
  provider: Provider;
  hasPassword: boolean;
  onCancel: () => void;
}) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("account.logins");
  const trpc = useTRPC();
  const start = useMutation(
    trpc.account.startLink.mutationOptions({
      onSuccess: () =>
        void signIn(provider.id, { redirectTo: `/account?linked=${provider.id}` }),
    }),
  );
  const error = errorWordsOrNull(start.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = formText(new FormData(event.currentTarget), "password");
    start.mutate({ provider: provider.id, password });
  };
  return (
    <form
      aria-label={t("linkFormLabel", { provider: provider.name })}
      className="auth-form"
      onSubmit={submit}
    >
      {hasPassword ? (
        <label>
          {t("passwordToLink", { provider: provider.name })}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </label>
      ) : (
        <p>{t("willAsk", { provider: provider.name })}</p>
      )}
      <div className="action-row">
        <button type="submit" disabled={start.isPending || start.isSuccess}>
          {t("continueTo", { provider: provider.name })}
        </button>
        <button type="button" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
