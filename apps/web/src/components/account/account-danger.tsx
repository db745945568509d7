"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { ActionError } from "~/components/common/action-error";
import { forgetOnSignOut } from "~/components/push/push-device";
import { holdForAccountChange } from "~/components/site/account-change";
import { useErrorWords } from "~/trpc/use-error-words";
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

/**
 * For the two changes that end this session: the page's background requests wait from
 * the click (site/account-change.ts), for good once it worked (the page leaves), until
 * the answer when it did not.
 */
const endingTheSession = {
  onMutate: () => holdForAccountChange(),
  onError: (_error: unknown, _input: unknown, release: (() => void) | undefined) =>
    release?.(),
  onSuccess: goHome,
};

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
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("account.danger");
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
    trpc.account.signOutEverywhere.mutationOptions(endingTheSession),
  );
  const remove = useMutation(trpc.account.delete.mutationOptions(endingTheSession));
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
      <section aria-label={t("dataLabel")}>
        <h2>{t("dataTitle")}</h2>
        <p>{t("dataExplain")}</p>
        <div className="action-row">
          <button
            type="button"
            disabled={busy}
            onClick={() => download.mutate()}
            aria-describedby={errors.download ? "download-error" : undefined}
          >
            {t("download")}
          </button>
          <ActionError id="download-error" error={errors.download} />
        </div>
      </section>
      <section aria-label={t("sessionsLabel")}>
        <h2>{t("sessionsTitle")}</h2>
        <p>{t("sessionsExplain")}</p>
        <div className="action-row">
          <button
            type="button"
            disabled={busy}
            onClick={() => endSessions.mutate()}
            aria-describedby={errors.endSessions ? "sessions-error" : undefined}
          >
            {t("signOutEverywhere")}
          </button>
          <ActionError id="sessions-error" error={errors.endSessions} />
        </div>
      </section>
      <form
        aria-label={t("deleteLabel")}
        className="auth-form"
        onSubmit={(e) => {
          e.preventDefault();
          remove.mutate({ confirm });
        }}
      >
        <h2>{t("deleteTitle")}</h2>
        <p>{t("deleteExplain")}</p>
        <label>
          {hasPassword ? t("confirmPassword") : t("confirmTyped")}
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
            {t("delete")}
          </button>
          <ActionError id="delete-error" error={errors.remove} />
        </div>
      </form>
    </>
  );
}
