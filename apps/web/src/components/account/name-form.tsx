"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";

import { ActionError } from "~/components/common/action-error";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

/**
 * The name shown at the table, for guests and accounts alike. Saving it refreshes
 * every answer that shows it: the header, this page and the player's profile.
 */
export function NameForm({ current }: { current: string }) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("account.name");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(current);
  const rename = useMutation(
    trpc.session.rename.mutationOptions({
      onSuccess: async (saved) => {
        setName(saved.name);
        await Promise.all([
          queryClient.invalidateQueries(trpc.session.me.queryFilter()),
          queryClient.invalidateQueries(trpc.profile.pathFilter()),
        ]);
      },
    }),
  );
  const error = errorWordsOrNull(rename.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ name });
  };
  return (
    <form aria-label={t("formLabel")} className="auth-form" onSubmit={submit}>
      <h2>{t("title")}</h2>
      <label>
        {t("label")}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          minLength={2}
          maxLength={24}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "name-form-error" : undefined}
        />
      </label>
      <div className="action-row">
        <button
          type="submit"
          disabled={rename.isPending}
          aria-describedby={error ? "name-form-error" : undefined}
        >
          {t("save")}
        </button>
        <ActionError id="name-form-error" error={error} />
      </div>
      {rename.isSuccess && <p role="status">{t("saved")}</p>}
    </form>
  );
}
