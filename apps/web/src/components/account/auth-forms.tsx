"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";

import { PlayerWordsError } from "~/trpc/error-words";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPCClient } from "~/trpc/react";
import { usePlayerChanged } from "~/trpc/use-player-changed";

/** The sign-in refusals Auth.js reports by code, worded by `auth.signInErrors`. */
const SIGN_IN_ERRORS = ["wrong_credentials", "too_many_attempts"] as const;

type SignInWords = ReturnType<typeof useTranslations<"auth.signInErrors">>;

/** The words for a refused password sign-in, for `signInWithPassword`. */
export const useSignInWords = () => useTranslations("auth.signInErrors");

export async function signInWithPassword(
  words: SignInWords,
  username: string,
  password: string,
) {
  const result = await signIn("credentials", { username, password, redirect: false });
  if (result.error) {
    const code = SIGN_IN_ERRORS.find((c) => c === result.code);
    throw new PlayerWordsError(words(code ?? "other"));
  }
}

/** A form field's text ("" when missing). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * A sign-in form's submit: busy from the click until the profile page is there (it
 * stays so while the page changes, against a second submit), its error in words.
 * Signed in, the browser is someone else: every cached answer is asked again. With
 * `onDone`, the page stays where it is (a table: issue #63) and `onDone` runs instead.
 */
function useSignInSubmit(
  signInWith: (form: FormData) => Promise<void>,
  next: string | null,
  onDone?: () => void,
) {
  const { errorWordsOrNull } = useErrorWords();
  const router = useRouter();
  const playerChanged = usePlayerChanged();
  const submit = useMutation({
    mutationFn: signInWith,
    onSuccess: async () => {
      await playerChanged();
      if (onDone) {
        submit.reset();
        onDone();
        return;
      }
      router.push(next ?? "/profile");
      router.refresh();
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit.mutate(new FormData(event.currentTarget));
  };
  return {
    busy: submit.isPending || submit.isSuccess,
    error: errorWordsOrNull(submit.error),
    onSubmit,
  };
}

export function SignInForm({
  oauth,
  next = null,
  afterSignIn,
  onDone,
}: {
  oauth: { id: string; name: string }[];
  /** Where to go once signed in (return-path.ts); null: your games. */
  next?: string | null;
  /** Runs once signed in, before the page learns it (a table brings the guest's seat). */
  afterSignIn?: () => Promise<void>;
  /** Stay on the page (a table's dialog) and run this instead of going anywhere. */
  onDone?: () => void;
}) {
  const t = useTranslations("auth");
  const words = useSignInWords();
  const { error, busy, onSubmit } = useSignInSubmit(
    async (form) => {
      await signInWithPassword(
        words,
        formText(form, "username"),
        formText(form, "password"),
      );
      await afterSignIn?.();
    },
    next,
    onDone,
  );
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <label>
        {t("username")}
        <input name="username" autoComplete="username" required maxLength={20} />
      </label>
      <label>
        {t("password")}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
        />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t("signingIn") : t("signIn")}
      </button>
      {oauth.map((p) => (
        <button
          key={p.id}
          type="button"
          onClick={() => void signIn(p.id, { redirectTo: next ?? "/profile" })}
        >
          {t("continueWith", { provider: p.name })}
        </button>
      ))}
    </form>
  );
}

/**
 * Making an account. A guest's player becomes the account's, with every game it sits
 * in: `onDone` (the table's dialog) keeps the page where it is; else it goes to `next`
 * (return-path.ts: a follow link), or to your games.
 */
export function SignUpForm({
  onDone,
  next = null,
}: { onDone?: () => void; next?: string | null } = {}) {
  const t = useTranslations("auth");
  const words = useSignInWords();
  const client = useTRPCClient();
  const { error, busy, onSubmit } = useSignInSubmit(
    async (form) => {
      const username = formText(form, "username");
      const password = formText(form, "password");
      const name = formText(form, "name").trim();
      await client.account.signUp.mutate({
        username,
        password,
        ...(name ? { name } : {}),
      });
      await signInWithPassword(words, username, password);
    },
    next,
    onDone,
  );
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <label>
        {t("username")}
        <input
          name="username"
          autoComplete="username"
          required
          minLength={3}
          maxLength={20}
        />
      </label>
      <label>
        {t("displayNameOptional")}
        <input name="name" autoComplete="nickname" maxLength={24} />
      </label>
      <label>
        {t("newPassword")}
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          maxLength={200}
        />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t("creatingAccount") : t("createAccount")}
      </button>
    </form>
  );
}
