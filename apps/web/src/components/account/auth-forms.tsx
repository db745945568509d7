"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import type { FormEvent } from "react";

import { api } from "~/trpc/client";
import { PlayerWordsError } from "~/trpc/error-words";

import { useAction } from "~/components/data/use-action";

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

function useSubmit(action: (form: FormData) => Promise<void>) {
  const { busy, error, run } = useAction();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return run(() => action(form));
  };
  return { error, busy, onSubmit };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function SignInForm({ oauth }: { oauth: { id: string; name: string }[] }) {
  const router = useRouter();
  const { error, busy, onSubmit } = useSubmit(async (form) => {
    await signInWithPassword(field(form, "username"), field(form, "password"));
    router.push("/profile");
    router.refresh();
  });
  return (
    <form className="auth-form" onSubmit={(e) => void onSubmit(e)}>
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
  const router = useRouter();
  const { error, busy, onSubmit } = useSubmit(async (form) => {
    const username = field(form, "username");
    const password = field(form, "password");
    const name = field(form, "name").trim();
    await api.account.signUp.mutate({ username, password, ...(name ? { name } : {}) });
    await signInWithPassword(username, password);
    router.push("/profile");
    router.refresh();
  });
  return (
    <form className="auth-form" onSubmit={(e) => void onSubmit(e)}>
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
