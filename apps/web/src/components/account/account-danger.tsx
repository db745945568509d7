"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";

import { api } from "~/trpc/client";

import { useAction } from "~/components/data/use-action";

/** Leaving: sign out on every device, take your data, delete the account. */
export function AccountDanger({ hasPassword }: { hasPassword: boolean }) {
  const [confirm, setConfirm] = useState("");
  const { busy, error, run: attempt } = useAction();
  const goHome = async () => {
    await signOut({ redirect: false });
    window.location.href = "/";
  };
  const download = () =>
    attempt(
      async () => {
        const data = await api.account.exportData.query();
        const url = URL.createObjectURL(
          new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
        );
        const link = document.createElement("a");
        link.href = url;
        link.download = "3up3down-account.json";
        link.click();
        URL.revokeObjectURL(url);
      },
      { stays: true },
    );
  return (
    <>
      <section aria-label="your data">
        <h2>Your data</h2>
        <p>Your games, ratings and logins as one JSON file.</p>
        <button type="button" disabled={busy} onClick={() => void download()}>
          Download your data
        </button>
      </section>
      <section aria-label="sessions">
        <h2>Sessions</h2>
        <p>Signed in on a computer you no longer use? End every session, this one too.</p>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void attempt(async () => {
              await api.account.signOutEverywhere.mutate();
              await goHome();
            })
          }
        >
          Sign out everywhere
        </button>
      </section>
      <form
        aria-label="delete account"
        className="auth-form"
        onSubmit={(e) => {
          e.preventDefault();
          void attempt(async () => {
            await api.account.delete.mutate({ confirm });
            await goHome();
          });
        }}
      >
        <h2>Delete your account</h2>
        <p>
          Your account, logins and ratings are removed for good. Games you played stay in
          the other players&apos; histories under the name “Former player”.
        </p>
        <label>
          {hasPassword ? "Your password, to confirm" : "Type DELETE to confirm"}
          <input
            type={hasPassword ? "password" : "text"}
            autoComplete={hasPassword ? "current-password" : "off"}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            required
          />
        </label>
        <button type="submit" className="danger" disabled={busy}>
          Delete my account
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
