// The account and player behind an OAuth sign-in. With JWT sessions Auth.js keeps no
// users itself, so a first sign-in creates the User, its Account link and its Player
// (adopting the browser's guest player, with its games, when there is one). An account
// that asked to link the provider from its account page (link-intent.ts) gets the login
// linked instead: a way back in when the password is lost. The players repository does
// all of it in one transaction (oauthLogin); this file turns its refusal into an
// AccountError.
import type { OAuthLogin, PlayersRepository, SignedIn } from "@3u3d/db/repositories";

import { accountWords } from "./account-words";
import { AccountError } from "./accounts";

/** The players repository's login, with "link to this account" optional for callers. */
export type OAuthIdentity = Omit<OAuthLogin, "linkToUserId"> & {
  linkToUserId?: string | null;
};

export async function playerForOAuth(
  players: PlayersRepository,
  identity: OAuthIdentity,
): Promise<SignedIn> {
  const found = await players.oauthLogin({
    ...identity,
    linkToUserId: identity.linkToUserId ?? null,
  });
  if (!found.ok) throw new AccountError("ALREADY_LINKED", accountWords("loginTaken"));
  return {
    userId: found.userId,
    playerId: found.playerId,
    sessionEpoch: found.sessionEpoch,
  };
}
