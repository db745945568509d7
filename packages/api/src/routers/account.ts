import { TRPCError } from "@trpc/server";
import { z } from "zod";

import {
  AccountError,
  clearCookieHeader,
  clientKey,
  limitAttempts,
  passwordProblem,
  signUp,
  usernameSchema,
} from "@3u3d/auth";

import { waitInWords } from "../services/creation-limits";
import type { TrpcContext } from "../trpc";
import { displayNameSchema } from "../schemas";
import { createTRPCRouter, publicProcedure } from "../trpc";

function limit(ctx: TrpcContext, action: string, username: string) {
  const verdict = limitAttempts(
    ctx.authLimiter,
    action,
    clientKey(ctx.headers),
    username,
  );
  if (!verdict.ok)
    throw new TRPCError({
      code: "TOO_MANY_REQUESTS",
      message: `Too many attempts: try again in ${waitInWords(verdict.retryAfterMs)}.`,
    });
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
      // Cheap refusals first: a weak password is answered without spending an attempt.
      const problem = passwordProblem(input.password, input.username);
      if (problem) throw new TRPCError({ code: "BAD_REQUEST", message: problem });
      limit(ctx, "signup", input.username);
      try {
        const account = await signUp(ctx.db, {
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
        if (error instanceof AccountError) {
          throw new TRPCError({
            code: error.code === "USERNAME_TAKEN" ? "CONFLICT" : "BAD_REQUEST",
            message: error.message,
          });
        }
        throw error;
      }
    }),
});
