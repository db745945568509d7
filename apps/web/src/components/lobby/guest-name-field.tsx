"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { displayNameProblem } from "@3u3d/api/display-name";
import { useSay } from "@3u3d/ui";
import type { Msg } from "@3u3d/i18n/msg";

import { useHydrated } from "~/components/site/use-hydrated";
import { chooseGuestName } from "~/trpc/guest-name";
import { useTRPC } from "~/trpc/react";

/**
 * A new visitor's name at the table, asked before their first game: a suggestion
 * (an adjective and an animal) to keep, change or swap for another. Hidden once the
 * browser has a player; the name is changed on the account page from then on. The
 * home page renders with both answers (prefetched on the server: app/(home)/page.tsx).
 */
export function GuestNameField() {
  const t = useTranslations("lobby.guestName");
  const say = useSay();
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  // One suggestion per visit, asked again only by "Suggest another": a refresh must
  // not replace a name while someone reads it.
  const suggestion = useQuery(
    trpc.session.suggestName.queryOptions(undefined, {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  );
  // What the player typed; until then the suggestion stands.
  const [typed, setTyped] = useState<string | null>(null);
  const name = typed ?? suggestion.data?.name ?? "";
  // What is wrong with a name the player typed (an empty field is fine: the server
  // suggests one), beside the field as they type.
  const [problem, setProblem] = useState<Msg | null>(null);
  useEffect(() => {
    if (typed === null && suggestion.data) chooseGuestName(suggestion.data.name);
  }, [typed, suggestion.data]);
  const choose = (next: string) => {
    setTyped(next);
    chooseGuestName(next);
    setProblem(next.trim() !== "" ? displayNameProblem(next) : null);
  };
  const suggest = async () => {
    // Without an answer the server suggests one when the guest is made.
    if ((await suggestion.refetch()).status === "success") {
      setTyped(null);
      setProblem(null);
    }
  };
  // Until React has taken over the server's HTML, typing in the field was lost (the
  // suggestion came back), so it waits for that.
  const hydrated = useHydrated();
  if (me.isPending || me.data) return null;
  return (
    <div className="guest-name">
      <label>
        {t("label")}
        <input
          value={name}
          readOnly={!hydrated}
          onChange={(e) => choose(e.target.value)}
          minLength={2}
          maxLength={24}
          autoComplete="nickname"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "guest-name-error" : undefined}
        />
      </label>
      <button type="button" disabled={!hydrated} onClick={() => void suggest()}>
        {t("suggest")}
      </button>
      {problem && (
        <p id="guest-name-error" className="field-error">
          {say(problem)}
        </p>
      )}
    </div>
  );
}
