"use client";

import { signIn } from "next-auth/react";

/**
 * GitHub, Google or Discord logins linked to the account: a way back in when the
 * password is lost. Signing in with a provider while signed in links it (the jwt
 * callback in @3u3d/auth), so linking is just that sign-in.
 */
export function LinkedLogins({
  linked,
  providers,
}: {
  linked: string[];
  providers: { id: string; name: string }[];
}) {
  const nameOf = (id: string) => providers.find((p) => p.id === id)?.name ?? id;
  const unlinked = providers.filter((p) => !linked.includes(p.id));
  return (
    <section aria-label="linked logins">
      <h2>Other ways to sign in</h2>
      {linked.length > 0 && (
        <p>Linked: {linked.map(nameOf).join(", ")}. You can sign in with any of them.</p>
      )}
      {unlinked.map((p) => (
        <button
          key={p.id}
          type="button"
          onClick={() => void signIn(p.id, { redirectTo: "/account" })}
        >
          Link your {p.name} login
        </button>
      ))}
      {providers.length === 0 && (
        <p className="note">
          This server has no GitHub, Google or Discord sign-in set up, so only your
          password gets you in: keep it safe.
        </p>
      )}
    </section>
  );
}
