"use client";

import { useEffect, useState } from "react";

import { displayNameProblem } from "@3u3d/api/display-name";

import { api } from "~/trpc/client";
import { chooseGuestName } from "~/trpc/guest-name";

import { useQuery } from "~/components/data/use-query";

type Me = Awaited<ReturnType<typeof api.session.me.query>>;

/**
 * A new visitor's name at the table, asked before their first game: a suggestion
 * (an adjective and an animal) to keep, change or swap for another. Hidden once the
 * browser has a player; the name is changed on the account page from then on.
 */
export function GuestNameField({
  initial,
}: {
  /** What the server rendered the page with: who is asking, and a name to suggest. */
  initial?: { me: Me; suggestion: string };
} = {}) {
  const me = useQuery("me", () => api.session.me.query(), initial?.me);
  const [name, setName] = useState(initial?.suggestion ?? "");
  // What is wrong with a name the player typed (an empty field is fine: the server
  // suggests one), beside the field as they type.
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (next: string, typed = false) => {
    setName(next);
    chooseGuestName(next);
    setProblem(typed && next.trim() !== "" ? displayNameProblem(next) : null);
  };
  const suggest = () =>
    void api.session.suggestName.query().then(
      (s) => choose(s.name),
      () => undefined, // the server suggests one when the guest is made
    );
  useEffect(() => {
    if (initial) chooseGuestName(initial.suggestion);
    else suggest();
    // Once, on the first render (the server's suggestion stands for it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (me.loading || me.data) return null;
  return (
    <div className="guest-name">
      <label>
        Your name at the table
        <input
          value={name}
          onChange={(e) => choose(e.target.value, true)}
          minLength={2}
          maxLength={24}
          autoComplete="nickname"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "guest-name-error" : undefined}
        />
      </label>
      <button type="button" onClick={suggest}>
        Suggest another
      </button>
      {problem && (
        <p id="guest-name-error" className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
