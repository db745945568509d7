import type { TRPCError } from "@trpc/server";
import { z } from "zod";

import {
  accountChangeGuessKeys,
  AccountError,
  changePassword,
  checkPasswordLimited,
  clearCookieHeader,
  clientKey,
  enabledOAuthProviders,
  LINK_INTENT_MS,
  OAUTH_PROVIDER_IDS,
  limitAttempts,
  linkIntentCookieHeader,
  passwordProblem,
  signLinkIntent,
  signUp,
  usernameSchema,
  verifyPassword,
} from "@3u3d/auth";

import { refusal, refusalMsg } from "../refusal";
import { waitInWords } from "../wait-in-words";
import type { TrpcContext } from "../trpc";
import { displayNameSchema } from "../schemas";
import { deleteAccount, exportAccountData } from "../services/account-data";
import { createTRPCRouter, playerProcedure, publicProcedure } from "../trpc";

function tooManyAttempts(retryAfterMs: number): TRPCError {
  return refusal(
    "TOO_MANY_REQUESTS",
    refusalMsg("account.tooManyAttempts", { wait: waitInWords(retryAfterMs) }),
  );
}

/** Sign-ups make accounts, so each is counted, per address and per name. */
async function limitSignUp(ctx: TrpcContext, username: string) {
  const verdict = await limitAttempts(
    ctx.authLimiter,
    "signup",
    clientKey(ctx.headers),
    username,
  );
  if (!verdict.ok) throw tooManyAttempts(verdict.retryAfterMs);
}

/**
 * Runs a password-confirmed change of the caller's account (`check` gives null for a
 * wrong password): wrong passwords are counted for the account alone, right ones cost
 * nothing (password-guesses.ts).
 */
async function confirmedByPassword<T>(
  ctx: TrpcContext & { userId: string },
  check: () => Promise<T | null>,
): Promise<T | null> {
  const checked = await checkPasswordLimited(
    ctx.authLimiter,
    accountChangeGuessKeys(ctx.userId),
    check,
  );
  if (!checked.ok) throw tooManyAttempts(checked.retryAfterMs);
  return checked.result;
}

/** Procedures for a signed-in account (not a guest): ctx.userId is its user. */
const accountProcedure = playerProcedure.use(async ({ ctx, next }) => {
  const player = await ctx.repositories.players.find(ctx.playerId);
  if (!player?.userId) throw refusal("UNAUTHORIZED", refusalMsg("account.signInFirst"));
  return next({ ctx: { ...ctx, userId: player.userId } });
});

/** The caller's account (it exists: accountProcedure found its player's user). */
async function accountOf(ctx: TrpcContext & { userId: string }) {
  const account = await ctx.repositories.players.account(ctx.userId);
  if (!account) throw refusal("NOT_FOUND", refusalMsg("account.noAccount"));
  return account;
}

/** An AccountError in words the account page shows; anything else as it is. */
function accountFailure(error: unknown): never {
  if (error instanceof AccountError)
    throw refusal(
      error.code === "USERNAME_TAKEN" ? "CONFLICT" : "BAD_REQUEST",
      error.words,
    );
  throw error;
}

export const accountRouter = createTRPCRouter({
  /** The account page: who you are, how you sign in, which logins you may link. */
  mine: accountProcedure.query(async ({ ctx }) => {
    const user = await accountOf(ctx);
    return {
      playerId: ctx.playerId,
      username: user.username,
      hasPassword: user.passwordHash !== null,
      createdAt: user.createdAt,
      linked: user.linkedProviders,
      /** The providers this server is configured for (AUTH_<NAME>_ID and _SECRET). */
      providers: enabledOAuthProviders(),
    };
  }),

  /** A new password (the current one required); every other session ends with it. */
  changePassword: accountProcedure
    .input(z.strictObject({ current: z.string().max(200), next: z.string().max(200) }))
    .mutation(async ({ ctx, input }) => {
      // A wrong current password is counted, then answered as changePassword words it.
      let wrongPassword: AccountError | null = null;
      let changed: true | null = null;
      try {
        changed = await confirmedByPassword(ctx, async () => {
          try {
            await changePassword(ctx.repositories.players, {
              userId: ctx.userId,
              current: input.current,
              next: input.next,
            });
            return true as const;
          } catch (error) {
            if (!(error instanceof AccountError) || error.code !== "WRONG_PASSWORD")
              throw error;
            wrongPassword = error;
            return null;
          }
        });
      } catch (error) {
        accountFailure(error);
      }
      if (!changed) accountFailure(wrongPassword);
      return { signedOutElsewhere: true };
    }),

  /**
   * The first step of linking a GitHub, Google or Discord login: the password again (or,
   * for an account without one, a sign-in in the last ten minutes), then a ten-minute
   * note in a cookie; the page then signs in with the provider, and that sign-in links
   * the login (@3u3d/auth's link-intent.ts). Nothing links without it.
   */
  startLink: accountProcedure
    .input(
      z.strictObject({
        provider: z.enum(OAUTH_PROVIDER_IDS),
        password: z.string().max(200).default(""),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const user = await accountOf(ctx);
      if (!enabledOAuthProviders().some((p) => p.id === input.provider))
        throw refusal("BAD_REQUEST", refusalMsg("account.noSuchService"));
      if (user.linkedProviders.includes(input.provider))
        throw refusal("CONFLICT", refusalMsg("account.alreadyLinked"));
      const { passwordHash } = user;
      if (passwordHash) {
        const confirmed = await confirmedByPassword(ctx, async () =>
          (await verifyPassword(passwordHash, input.password)) ? true : null,
        );
        if (!confirmed)
          throw refusal("BAD_REQUEST", refusalMsg("account.notYourPassword"));
      } else if (
        ctx.sessionSignedInAt === null ||
        Date.now() - ctx.sessionSignedInAt > LINK_INTENT_MS
      )
        throw refusal("FORBIDDEN", refusalMsg("account.signInAgainToLink"));
      ctx.setCookie?.(
        linkIntentCookieHeader(
          signLinkIntent(ctx.authSecret, ctx.userId, input.provider),
          {
            secure: ctx.headers.get("x-forwarded-proto") === "https",
          },
        ),
      );
      return { provider: input.provider };
    }),

  /** Removes a linked login; the account's last way in stays. */
  unlink: accountProcedure
    .input(z.strictObject({ provider: z.enum(OAUTH_PROVIDER_IDS) }))
    .mutation(async ({ ctx, input }) => {
      const outcome = await ctx.repositories.players.unlinkLogin(
        ctx.userId,
        input.provider,
      );
      if (outcome.ok) return { unlinked: input.provider };
      throw outcome.reason === "NOT_LINKED"
        ? refusal("NOT_FOUND", refusalMsg("account.notLinked"))
        : refusal("BAD_REQUEST", refusalMsg("account.onlyWayIn"));
    }),

  /** Ends every session of the account, this one included. */
  signOutEverywhere: accountProcedure.mutation(async ({ ctx }) => {
    await ctx.repositories.players.endAllSessions(ctx.userId);
    // Devices signed out are told nothing more for the account.
    await ctx.push.unsubscribeAll(ctx.playerId);
    return { signedOut: true };
  }),

  /** Everything stored about the account (games, ratings, logins) as one JSON document. */
  exportData: accountProcedure.query(({ ctx }) =>
    exportAccountData(ctx.repositories, ctx.userId),
  ),

  /**
   * Deletes the account for good: its password confirms it (accounts without one, made
   * through GitHub, Google or Discord, type DELETE). Games stay in other players'
   * histories under an anonymous name; ratings are removed.
   */
  delete: accountProcedure
    .input(z.strictObject({ confirm: z.string().max(200) }))
    .mutation(async ({ ctx, input }) => {
      const user = await accountOf(ctx);
      const confirmed = await confirmedByPassword(ctx, async () =>
        (
          user.passwordHash
            ? await verifyPassword(user.passwordHash, input.confirm)
            : input.confirm === "DELETE"
        )
          ? true
          : null,
      );
      if (!confirmed)
        throw refusal(
          "BAD_REQUEST",
          refusalMsg(
            user.passwordHash ? "account.notYourPassword" : "account.typeDelete",
          ),
        );
      await deleteAccount(ctx.repositories.players, ctx.tables, ctx.userId);
      return { deleted: true };
    }),

  /** Creates an account; a guest keeps its games, championships and ratings. */
  signUp: publicProcedure
    .input(
      z.strictObject({
        username: usernameSchema,
        password: z.string().max(200),
        name: displayNameSchema.optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      // Cheap refusals first: a weak password is answered without spending an attempt.
      const problem = passwordProblem(input.password, input.username);
      if (problem) throw refusal("BAD_REQUEST", problem);
      await limitSignUp(ctx, input.username);
      try {
        const account = await signUp(ctx.repositories.players, {
          username: input.username,
          password: input.password,
          displayName: input.name ?? null,
          guestPlayerId: ctx.playerId,
        });
        // The browser now signs in through Auth.js with these credentials; the guest
        // cookie stops identifying this player (it is no longer a guest).
        ctx.setCookie?.(clearCookieHeader());
        return { playerId: account.playerId, username: input.username };
      } catch (error) {
        accountFailure(error);
      }
    }),
});
