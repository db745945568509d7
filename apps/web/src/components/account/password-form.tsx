"use client";

import { useState, type FormEvent } from "react";

import { api } from "~/trpc/client";
import { errorWords } from "~/trpc/error-words";

import { signInWithPassword } from "./auth-forms";

/**
 * A new password. The server ends every session with it (other devices must sign in
 * again); this browser signs straight back in with the new password.
 */
export function PasswordForm({ username }: { username: string }) {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    const current = text("current");
    const next = text("next");
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await api.account.changePassword.mutate({ current, next });
      await signInWithPassword(username, next);
      form.reset();
      setDone(true);
    } catch (e) {
      setError(errorWords(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      aria-label="change password"
      className="auth-form"
      onSubmit={(e) => void submit(e)}
    >
      <h2>Password</h2>
      <label>
        Current password
        <input name="current" type="password" autoComplete="current-password" required />
      </label>
      <label>
        New password (at least 10 characters)
        <input
          name="next"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
        />
      </label>
      <button type="submit" disabled={busy}>
        Change password
      </button>
      {done && (
        <p role="status">Password changed. Your other devices have been signed out.</p>
      )}
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
