// The Auth.js (next-auth v5) configuration: user name + password through the
// Credentials provider, GitHub / Google / Discord when their env vars are set, and JWT
// sessions that carry the player id and the session epoch. Built per request (Auth.js
// lazy init) so the guest cookie of the request can be adopted by a first OAuth sign-in,
// and a link note (link-intent.ts) can link a provider's login to the signed-in account.
//
// "Sign out everywhere" with JWT sessions: nothing is stored per session, so each token
// carries the user's session epoch from when it was issued, and every read of a session
// compares it with the stored one (one read by primary key: players.sessionEpoch).
// Raising the epoch (players.endAllSessions) ends every session issued before, on every
// device, at its next request. No Auth.js database adapter: with JWT sessions it keeps
// no users itself, and the Session and VerificationToken tables stay empty.
import type { AuthConfig } from "@auth/core";
import { CredentialsSignin } from "@auth/core/errors";
import Credentials from "@auth/core/providers/credentials";
import Discord from "@auth/core/providers/discord";
import GitHub from "@auth/core/providers/github";
import Google from "@auth/core/providers/google";
import type { Provider } from "@auth/core/providers";
import { getToken } from "@auth/core/jwt";

import { log } from "@3u3d/log";
import type { PlayersRepository } from "@3u3d/db/repositories";

import { verifyCredentials } from "./accounts";
import { GUEST_COOKIE, readCookie, verifyGuestToken } from "./guest-token";
import { LINK_COOKIE, linkIntended } from "./link-intent";
import { playerForOAuth } from "./oauth-players";
import { clientKey } from "./client-address";
import { checkPasswordLimited, signInGuessKeys } from "./password-guesses";
import type { RateLimiter } from "./rate-limit";

declare module "@auth/core/types" {
  interface Session {
    /** The signed-in account's player. */
    playerId?: string;
    /** When this session's sign-in happened (ms): some changes want a recent one. */
    signedInAt?: number;
  }
  interface User {
    playerId?: string;
    sessionEpoch?: number;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    playerId?: string;
    /** The user's session epoch when this session began (players.sessionEpoch, checked below). */
    epoch?: number;
    /** When the user signed in to this session (ms). */
    signedInAt?: number;
  }
}

class WrongCredentials extends CredentialsSignin {
  override code = "wrong_credentials";
}
class TooManyAttempts extends CredentialsSignin {
  override code = "too_many_attempts";
}

export interface AuthDeps {
  players: PlayersRepository;
  secret: string;
  /** Counts wrong passwords (password-guesses.ts); its policy is `authPolicy`. */
  limiter: RateLimiter;
  /** The clock of the hourly guess buckets (tests move it with the limiter's). */
  now?: () => number;
  /** The process env (or a test's): OAuth providers are on when their pair is set. */
  env?: Record<string, string | undefined>;
}

interface OAuthOptions {
  clientId: string;
  clientSecret: string;
}
/** The OAuth providers this code knows; which of them are on is the server's env. */
export const OAUTH_PROVIDER_IDS = ["github", "google", "discord"] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

const OAUTH: {
  id: OAuthProviderId;
  name: string;
  make: (o: OAuthOptions) => Provider;
}[] = [
  { id: "github", name: "GitHub", make: (o) => GitHub(o) },
  { id: "google", name: "Google", make: (o) => Google(o) },
  { id: "discord", name: "Discord", make: (o) => Discord(o) },
];

function oauthOptions(
  env: Record<string, string | undefined>,
  id: string,
): OAuthOptions | null {
  const clientId = env[`AUTH_${id.toUpperCase()}_ID`] ?? "";
  const clientSecret = env[`AUTH_${id.toUpperCase()}_SECRET`] ?? "";
  return clientId !== "" && clientSecret !== "" ? { clientId, clientSecret } : null;
}

/** The OAuth providers switched on by AUTH_<NAME>_ID and AUTH_<NAME>_SECRET. */
export function enabledOAuthProviders(
  env: Record<string, string | undefined> = process.env,
): { id: OAuthProviderId; name: string }[] {
  return OAUTH.filter((p) => oauthOptions(env, p.id)).map(({ id, name }) => ({
    id,
    name,
  }));
}

export function createAuthConfig(deps: AuthDeps, request?: Request): AuthConfig {
  const env = deps.env ?? process.env;
  const guestPlayerId = verifyGuestToken(
    deps.secret,
    readCookie(request?.headers.get("cookie") ?? null, GUEST_COOKIE),
  );

  const providers: Provider[] = [
    Credentials({
      credentials: { username: { label: "User name" }, password: { type: "password" } },
      authorize: async (credentials, req) => {
        const username =
          typeof credentials.username === "string" ? credentials.username : "";
        const password =
          typeof credentials.password === "string" ? credentials.password : "";
        if (username.length > 40 || password.length > 200) throw new WrongCredentials();
        const keys = signInGuessKeys(
          clientKey(req.headers),
          username,
          (deps.now ?? Date.now)(),
        );
        const checked = await checkPasswordLimited(deps.limiter, keys, () =>
          verifyCredentials(deps.players, { username, password }),
        );
        if (!checked.ok) throw new TooManyAttempts();
        const account = checked.result;
        if (!account) throw new WrongCredentials();
        return {
          id: account.userId,
          playerId: account.playerId,
          sessionEpoch: account.sessionEpoch,
        };
      },
    }),
  ];
  for (const p of OAUTH) {
    const options = oauthOptions(env, p.id);
    if (options) providers.push(p.make(options));
  }

  return {
    secret: deps.secret,
    // Self-hosters run behind their own proxies and host names.
    trustHost: true,
    basePath: "/api/auth",
    session: { strategy: "jwt", maxAge: 60 * 60 * 24 * 30 },
    // Errors too (a provider refused, say) land on our sign-in page, in words, not on
    // Auth.js's own error page, which answers some of them with a 500.
    pages: { signIn: "/signin", error: "/signin" },
    providers,
    // One line per problem; a wrong password is expected, not an error worth a stack.
    logger: {
      error: (error) => {
        if (!(error instanceof CredentialsSignin))
          log().error({ error: `${error.name}: ${error.message}` }, "auth failed");
      },
      warn: (code) => log().warn({ code }, "auth warning"),
      debug: () => undefined,
    },
    callbacks: {
      jwt: async ({ token, user, account }) => {
        if (account?.type === "credentials" && user.playerId) {
          token.playerId = user.playerId;
          token.epoch = user.sessionEpoch ?? 0;
          token.signedInAt = (deps.now ?? Date.now)();
          return token;
        }
        if (account && account.type !== "credentials") {
          const player = await playerForOAuth(deps.players, {
            provider: account.provider,
            providerAccountId: account.providerAccountId,
            type: account.type,
            name: user.name ?? null,
            image: user.image ?? null,
            guestPlayerId,
            linkToUserId: await linkingUserId(deps, request, account.provider),
          });
          token.sub = player.userId;
          token.playerId = player.playerId;
          token.epoch = player.sessionEpoch;
          token.signedInAt = (deps.now ?? Date.now)();
          return token;
        }
        // A session being read: it holds only under the epoch it was issued in, and
        // only while its user exists ("sign out everywhere", a deleted account).
        if (!token.sub) return null;
        const epoch = await deps.players.sessionEpoch(token.sub);
        return epoch !== null && epoch === (token.epoch ?? 0) ? token : null;
      },
      session: ({ session, token }) => {
        session.playerId = token.playerId;
        session.signedInAt = token.signedInAt;
        return session;
      },
    },
  };
}

/**
 * The account an OAuth sign-in links its login to: the one the request is signed in to
 * (a valid, current session), and only when the account page left a live note that
 * this account means to link this provider (link-intent.ts). Otherwise none: a plain
 * sign-in with the provider.
 */
async function linkingUserId(
  deps: AuthDeps,
  request: Request | undefined,
  provider: string,
): Promise<string | null> {
  if (!request) return null;
  const note = readCookie(request.headers.get("cookie"), LINK_COOKIE);
  if (!note) return null;
  for (const secureCookie of [true, false]) {
    const token = await getToken({ req: request, secret: deps.secret, secureCookie });
    if (!token?.sub || !token.playerId) continue;
    const epoch = await deps.players.sessionEpoch(token.sub);
    if (epoch === null || epoch !== (token.epoch ?? 0)) continue;
    const now = (deps.now ?? Date.now)();
    return linkIntended(deps.secret, note, token.sub, provider, now) ? token.sub : null;
  }
  return null;
}
