"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { ActionError } from "~/components/common/action-error";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

/**
 * "Forget me on this device", for a guest on a shared or borrowed computer: the server
 * clears the guest cookie and the page starts afresh at home.
 */
export function ForgetGuest() {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("account.forgetGuest");
  const trpc = useTRPC();
  const forget = useMutation(
    trpc.session.forgetGuest.mutationOptions({
      onSuccess: () => {
        window.location.href = "/";
      },
    }),
  );
  const error = errorWordsOrNull(forget.error);
  return (
    <section aria-labelledby="forget-guest-heading">
      <h2 id="forget-guest-heading">{t("title")}</h2>
      <p>{t("explain")}</p>
      <div className="action-row">
        <button
          type="button"
          disabled={forget.isPending || forget.isSuccess}
          onClick={() => {
            if (window.confirm(t("confirm"))) forget.mutate();
          }}
          aria-describedby={error ? "forget-guest-error" : undefined}
        >
          {t("button")}
        </button>
        <ActionError id="forget-guest-error" error={error} />
      </div>
    </section>
  );
}
