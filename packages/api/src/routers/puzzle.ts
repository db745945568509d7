// The daily puzzle (services/puzzles.ts): today's for anyone, a move judged by the
// server from the line so far, yesterday's with its solution for anyone, the archive of
// past days for accounts. A guest's streak is kept on its device; an account's here.
import { IllegalPuzzleMove, PuzzleLineError } from "@3u3d/ai/puzzle";
import { viewFor } from "@3u3d/engine";
import { refusalWords } from "@3u3d/i18n/refusal";
import { z } from "zod";

import { refusal, refusalMsg } from "../refusal";
import { moveSchema } from "../schemas";
import { limitByAddress } from "../services/address-limits";
import { PuzzleDayRefused } from "../services/puzzles";
import { createTRPCRouter, publicProcedure, type TrpcContext } from "../trpc";

/** A UTC date as the calendar names days. */
const daySchema = z.iso.date();
/** Longest line a client may send: a puzzle is won within five moves of either side. */
const MAX_LINE = 8;

/** The caller's player if it is an account (a guest's days are kept on its device). */
async function accountOf(ctx: TrpcContext): Promise<string | null> {
  if (!ctx.playerId) return null;
  return (await ctx.repositories.players.isGuest(ctx.playerId)) ? null : ctx.playerId;
}

function refused(error: unknown): never {
  if (error instanceof PuzzleDayRefused)
    throw refusal(
      "NOT_FOUND",
      refusalMsg(error.reason === "NOT_YET" ? "puzzle.notYours" : "puzzle.noPuzzle"),
    );
  if (error instanceof PuzzleLineError)
    throw refusal("BAD_REQUEST", refusalMsg("puzzle.offTheLine"));
  throw error;
}

export const puzzleRouter = createTRPCRouter({
  today: publicProcedure.query(async ({ ctx }) =>
    ctx.puzzles.ofToday(await accountOf(ctx)).catch(refused),
  ),

  /** Yesterday's puzzle (anyone) or an older one (accounts), with its solution. */
  day: publicProcedure
    .input(z.strictObject({ day: z.union([daySchema, z.literal("yesterday")]) }))
    .query(async ({ ctx, input }) => {
      // A day not kept in memory is solved again (up to a second of CPU): counted as
      // a replay is, per address.
      await limitByAddress(ctx.addressLimits.replays, ctx.headers, "replays");
      return ctx.puzzles.ofPastDay(input.day, await accountOf(ctx)).catch(refused);
    }),

  move: publicProcedure
    .input(
      z.strictObject({
        day: daySchema,
        /** The player's earlier moves on this line, each one right. */
        line: z.array(moveSchema).max(MAX_LINE),
        move: moveSchema,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await limitByAddress(ctx.addressLimits.replays, ctx.headers, "replays");
      try {
        return await ctx.puzzles.move(
          input.day,
          input.line,
          input.move,
          await accountOf(ctx),
        );
      } catch (error) {
        if (error instanceof IllegalPuzzleMove)
          throw refusal(
            "BAD_REQUEST",
            refusalWords(
              error.code,
              viewFor(error.state, error.state.current),
              input.move,
            ),
          );
        return refused(error);
      }
    }),

  archive: publicProcedure
    .input(z.strictObject({ limit: z.number().int().min(1).max(400).default(60) }))
    .query(async ({ ctx, input }) => {
      const account = await accountOf(ctx);
      if (!account) throw refusal("UNAUTHORIZED", refusalMsg("account.signInFirst"));
      return ctx.puzzles.archive(account, input.limit);
    }),
});
