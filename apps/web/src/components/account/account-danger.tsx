"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useState } from "react";

import { ActionError } from "~/components/common/action-error";
import { forgetOnSignOut } from "~/components/push/push-device";
import { errorWordsOrNull } from "~/trpc/error-words";
import { useTRPC } from "~/trpc/react";

/**
 * Leaving for a fresh start at the home page, signed out (the whole page reloads). The
 * server has forgotten the account's devices already (signed out everywhere, or the
 * account deleted); this browser's subscription ends too.
 */
async function goHome() {
  await forgetOnSignOut(() => Promise.resolve());
  await signOut({ redirect: false });
  window.location.href = "/";
}

/** Hands the browser a JSON file to save. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Leaving: sign out on every device, take your data, delete the account. Each button
 * is busy while it works and says beside itself what went wrong; the two that end the
 * session stay busy while the page goes home.
 */
export function AccountDanger({ hasPassword }: { hasPassword: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState("");
  const download = useMutation({
    mutationFn: async () =>
      saveJson(
        await queryClient.fetchQuery({
          ...trpc.account.exportData.queryOptions(),
          staleTime: 0,
        }),
        "3up3down-account.json",
      ),
  });
  const endSessions = useMutation(
    trpc.account.signOutEverywhere.mutationOptions({ onSuccess: goHome }),
  );
  const remove = useMutation(trpc.account.delete.mutationOptions({ onSuccess: goHome }));
  const leaving =
    endSessions.isPending ||
    endSessions.isSuccess ||
    remove.isPending ||
    remove.isSuccess;
  const busy = leaving || download.isPending;
  const errors = {
    download: errorWordsOrNull(download.error),
    endSessions: errorWordsOrNull(endSessions.error),
    remove: errorWordsOrNull(remove.error),
  };
  return (
    <>
      <section aria-label="your data">
        <h2>Your data</h2>
        <p>Your games, ratings and logins as one JSON file.</p>
        <div className="action-row">
          <button
            type="button"
            disabled={busy}
            onClick={() => download.mutate()}
            aria-describedby={errors.download ? "download-error" : undefined}
          >
            Download your data
          </button>
          <ActionError id="download-error" error={errors.download} />
        </div>
      </section>
      <section aria-label="sessions">
        <h2>Sessions</h2>
        <p>
          Signed in on a computer you no longer use? End every session, this one too.
          Linked logins still sign in afterwards: unlink any you do not recognise above.
        </p>
        <div className="action-row">
          <button
            type="button"
            disabled={busy}
            onClick={() => endSessions.mutate()}
            aria-describedby={errors.endSessions ? "sessions-error" : undefined}
          >
            Sign out everywhere
          </button>
          <ActionError id="sessions-error" error={errors.endSessions} />
        </div>
      </section>
      <form
        aria-label="delete account"
        className="auth-form"
        onSubmit={(e) => {
          e.preventDefault();
          remove.mutate({ confirm });
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
        <div className="action-row">
          <button
            type="submit"
            className="danger"
            disabled={busy}
            aria-describedby={errors.remove ? "delete-error" : undefined}
          >
            Delete my account
          </button>
          <ActionError id="delete-error" error={errors.remove} />
        </div>
      </form>
    </>
  );
}
