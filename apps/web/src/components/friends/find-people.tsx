"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import type { RouterOutputs } from "@3u3d/api";

import { FollowButton } from "./follow-button";

type Found = RouterOutputs["friends"]["search"][number];

/** One account found: its name (to its profile), its address, and Follow. */
function FoundRow({ player: p, canFollow }: { player: Found; canFollow: boolean }) {
  const address = `/players/${p.handle}`;
  return (
    <li>
      <div className="friend">
        <PageLink
          className="friend-name"
          href={`/players/${encodeURIComponent(p.handle)}`}
        >
          {p.name}
        </PageLink>
        <span className="note-inline">{address}</span>
      </div>
      {canFollow && (
        <FollowButton playerId={p.playerId} name={p.name} following={p.following} />
      )}
    </li>
  );
}

/** How long typing pauses before the server is asked (one search, not one a letter). */
const PAUSE_MS = 250;

/** The typed text once typing has paused for `ms`. */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * "Find a player": accounts by the start of their shown name (accents and capitals
 * aside), each a link to their profile, with Follow when the reader has an account.
 */
export function FindPeople({ canFollow }: { canFollow: boolean }) {
  const { errorWords } = useErrorWords();
  const t = useTranslations("friends.find");
  const trpc = useTRPC();
  const [typed, setTyped] = useState("");
  const name = useSettled(typed.trim(), PAUSE_MS);
  const found = useQuery(
    trpc.friends.search.queryOptions(
      { name },
      { enabled: name !== "", placeholderData: keepPreviousData },
    ),
  );
  return (
    <section aria-labelledby="find-heading" className="find-people">
      <h2 id="find-heading">{t("title")}</h2>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t("label")}
          <input
            type="search"
            value={typed}
            maxLength={24}
            autoComplete="off"
            aria-describedby="find-hint"
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <p id="find-hint" className="note-inline">
          {t("hint")}
        </p>
      </form>
      {name === "" ? null : found.isError ? (
        <p role="alert">{errorWords(found.error)}</p>
      ) : !found.data ? (
        <p role="status">{t("searching")}</p>
      ) : found.data.length === 0 ? (
        <p role="status" className="empty">
          {t("nobody", { typed: name })}
        </p>
      ) : (
        <ul className="friends-list" aria-label={t("results")}>
          {found.data.map((p) => (
            <FoundRow key={p.playerId} player={p} canFollow={canFollow} />
          ))}
        </ul>
      )}
    </section>
  );
}
