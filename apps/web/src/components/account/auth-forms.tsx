"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import type { FormEvent } from "react";

import { errorWordsOrNull, PlayerWordsError } from "~/trpc/error-words";
import { useTRPCClient } from "~/trpc/react";
import { usePlayerChanged } from "~/trpc/use-player-changed";

const SIGN_IN_ERRORS: Record<string, string> = {
  wrong_credentials: "Wrong user name or password.",
  too_many_attempts: "Too many attempts. Wait a few minutes and try again.",
};

export async function signInWithPassword(username: string, password: string) {
  const result = await signIn("credentials", { username, password, redirect: false });
  if (result.error)
    throw new PlayerWordsError(
      SIGN_IN_ERRORS[result.code ?? ""] ?? "Could not sign in. Please try again.",
    );
}

/** A form field's text ("" when missing). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * A sign-in form's submit: busy from the click until the profile page is there (it
 * stays so while the page changes, against a second submit), its error in words.
 * Signed in, the browser is someone else: every cached answer is asked again.
 */
function useSignInSubmit(signInWith: (form: FormData) => Promise<void>) {
  const router = useRouter();
  const playerChanged = usePlayerChanged();
  const submit = useMutation({
    mutationFn: signInWith,
    onSuccess: async () => {
      await playerChanged();
      router.push("/profile");
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

export function SignInForm({ oauth }: { oauth: { id: string; name: string }[] }) {
  const { error, busy, onSubmit } = useSignInSubmit((form) =>
    signInWithPassword(formText(form, "username"), formText(form, "password")),
  );
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <label>
        User name
        <input name="username" autoComplete="username" required maxLength={20} />
      </label>
      <label>
        Password
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
        {busy ? "Signing in…" : "Sign in"}
      </button>
      {oauth.map((p) => (
        <button
          key={p.id}
          type="button"
          onClick={() => void signIn(p.id, { redirectTo: "/profile" })}
        >
          Continue with {p.name}
        </button>
      ))}
    </form>
  );
}

export function SignUpForm() {
  const client = useTRPCClient();
  const { error, busy, onSubmit } = useSignInSubmit(async (form) => {
    const username = formText(form, "username");
    const password = formText(form, "password");
    const name = formText(form, "name").trim();
    await client.account.signUp.mutate({ username, password, ...(name ? { name } : {}) });
    await signInWithPassword(username, password);
  });
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <label>
        User name
        <input
          name="username"
          autoComplete="username"
          required
          minLength={3}
          maxLength={20}
        />
      </label>
      <label>
        Name shown at the table (optional)
        <input name="name" autoComplete="nickname" maxLength={24} />
      </label>
      <label>
        Password (at least 10 characters)
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
        {busy ? "Creating your account…" : "Create account"}
      </button>
    </form>
  );
}
