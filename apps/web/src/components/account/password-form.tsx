"use client";

import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";

import { errorWordsOrNull } from "~/trpc/error-words";
import { useTRPCClient } from "~/trpc/react";

import { formText, signInWithPassword } from "./auth-forms";

/**
 * A new password. The server ends every session with it (other devices must sign in
 * again); this browser signs straight back in with the new password.
 */
export function PasswordForm({
  username,
  linked,
}: {
  username: string;
  /** Logins are linked to the account: they still sign in after the change. */
  linked: boolean;
}) {
  const client = useTRPCClient();
  const change = useMutation({
    mutationFn: async (form: HTMLFormElement) => {
      const data = new FormData(form);
      const next = formText(data, "next");
      await client.account.changePassword.mutate({
        current: formText(data, "current"),
        next,
      });
      await signInWithPassword(username, next);
    },
    onSuccess: (_, form) => form.reset(),
  });
  const error = errorWordsOrNull(change.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(event.currentTarget);
  };
  return (
    <form aria-label="change password" className="auth-form" onSubmit={submit}>
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
      <button type="submit" disabled={change.isPending}>
        Change password
      </button>
      {change.isSuccess && (
        <p role="status">
          Password changed. Your other devices have been signed out.
          {linked &&
            " Your linked logins below still sign in: unlink any you do not recognise."}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
