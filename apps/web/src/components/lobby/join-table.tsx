"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { inviteCodeProblem, normalInviteCode } from "@3u3d/api/invite-code";

import { ActionError } from "~/components/common/action-error";
import { useEnsurePlayer } from "~/trpc/ensure-player";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { useSeatsChanged } from "~/trpc/use-seats-changed";

import { GuestNameField } from "./guest-name-field";

/**
 * Following an invite: the code is looked up first, and a link that leads nowhere says
 * so at once. Then a player sits down straight away; a first-time visitor picks a name
 * first (a suggestion ready to keep), then sits down as a guest.
 */
export function JoinTable({ code: typed }: { code: string }) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("lobby.join");
  const code = normalInviteCode(typed);
  const router = useRouter();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const ensurePlayer = useEnsurePlayer();
  const seatsChanged = useSeatsChanged();
  // A code that cannot be one opens no table: nothing is asked.
  const possible = inviteCodeProblem(code) === null;
  const table = useQuery(
    trpc.lobby.byInvite.queryOptions({ inviteCode: code }, { enabled: possible }),
  );
  const me = useQuery(trpc.session.me.queryOptions());
  const join = useMutation({
    mutationFn: async () => {
      await ensurePlayer();
      return (await client.lobby.join.mutate({ inviteCode: code })).gameId;
    },
    onSuccess: (gameId) => {
      void seatsChanged();
      router.replace(`/table/${gameId}`);
    },
  });
  const sitDown = join.mutate;
  const error = errorWordsOrNull(join.error);
  const found = possible ? table.data : null;
  // A player sits down at once (once, not again after a refusal).
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (me.data && found && !tried) {
      setTried(true);
      sitDown();
    }
  }, [me.data, found, tried, sitDown]);

  if (possible && table.isPending) return <p>{t("lookingUp")}</p>;
  if (table.isError) return <p role="alert">{errorWordsOrNull(table.error)}</p>;
  if (!found)
    return (
      <section aria-label={t("inviteLabel")} className="narrow">
        <h1>{t("noTable")}</h1>
        <p>{t("noTableHelp")}</p>
        <p>
          <PageLink href="/">{t("backToLobby")}</PageLink>
        </p>
      </section>
    );
  // Full, or already dealt: the code still lets you watch.
  const watch = `/table/${found.gameId}?code=${encodeURIComponent(code)}`;
  if (me.data && error)
    return (
      <>
        <p role="alert">{t("couldNotJoin", { error })}</p>
        <PageLink href={watch}>{t("watchInstead")}</PageLink>{" "}
        <PageLink href="/">{t("backToLobby")}</PageLink>
      </>
    );
  if (me.isPending || me.data || join.isPending || join.isSuccess)
    return <p>{t("takingSeat")}</p>;
  return (
    <section aria-label={t("joinLabel")} className="narrow">
      <h1>{t("invited")}</h1>
      <GuestNameField />
      <div className="action-row">
        <button
          type="button"
          className="primary"
          onClick={() => join.mutate()}
          aria-describedby={error ? "join-error" : undefined}
        >
          {t("takeMySeat")}
        </button>
        <ActionError id="join-error" error={error} />
      </div>
      {error && (
        <p>
          <PageLink href={watch}>{t("watchInstead")}</PageLink>
        </p>
      )}
      <p className="note">
        {t.rich("haveAccount", {
          signIn: (words) => <PageLink href="/signin">{words}</PageLink>,
        })}
      </p>
    </section>
  );
}
