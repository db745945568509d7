import { TRPCError } from "@trpc/server";
import { z } from "zod";

import {
  AccountError,
  clearCookieHeader,
  guestCookieHeader,
  signGuestToken,
  signUp,
  usernameSchema,
  verifyCredentials,
} from "@3u3d/auth";

import type { TrpcContext } from "../trpc";
import { displayNameSchema } from "../schemas";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** The client as far as rate limiting can tell (the first proxy hop, else one bucket). */
function clientKey(ctx: TrpcContext): string {
  return ctx.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "direct";
}

function limit(ctx: TrpcContext, action: string, username: string) {
  for (const key of [
    `${action}:${clientKey(ctx)}`,
    `${action}:user:${username.toLowerCase()}`,
  ]) {
    const verdict = ctx.authLimiter.attempt(key);
    if (!verdict.ok) {
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: `Too many attempts: try again in ${Math.ceil(verdict.retryAfterMs / 1000)} s.`,
      });
    }
  }
}

function startSession(ctx: TrpcContext, playerId: string) {
  ctx.setCookie?.(
    guestCookieHeader(signGuestToken(ctx.authSecret, playerId), {
      secure: ctx.headers.get("x-forwarded-proto") === "https",
    }),
  );
}

export const accountRouter = createTRPCRouter({
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
      limit(ctx, "signup", input.username);
      try {
        const account = await signUp(ctx.db, {
          username: input.username,
          password: input.password,
          displayName: input.name ?? null,
          guestPlayerId: ctx.playerId,
        });
        startSession(ctx, account.playerId);
        return { playerId: account.playerId, username: input.username };
      } catch (error) {
        if (error instanceof AccountError) {
          throw new TRPCError({
            code: error.code === "USERNAME_TAKEN" ? "CONFLICT" : "BAD_REQUEST",
            message: error.message,
          });
        }
        throw error;
      }
    }),

  signIn: publicProcedure
    .input(
      z.strictObject({ username: z.string().max(40), password: z.string().max(200) }),
    )
    .mutation(async ({ ctx, input }) => {
      limit(ctx, "signin", input.username);
      const account = await verifyCredentials(ctx.db, input);
      if (!account)
        throw new TRPCError({
          code: "UNAUTHORIZED",
          message: "Wrong user name or password.",
        });
      startSession(ctx, account.playerId);
      return { playerId: account.playerId };
    }),

  signOut: publicProcedure.mutation(({ ctx }) => {
    ctx.setCookie?.(clearCookieHeader());
    return { signedOut: true };
  }),
});
