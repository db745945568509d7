import { TRPCError } from "@trpc/server";

import { GameConfigError, IllegalMoveError } from "@3u3d/engine";

/** Turns engine refusals into client errors with the engine's stable code and sentence. */
export function toTrpcError(error: unknown): unknown {
  if (error instanceof IllegalMoveError) {
    return new TRPCError({ code: "BAD_REQUEST", message: error.message, cause: error });
  }
  if (error instanceof GameConfigError) {
    return new TRPCError({ code: "BAD_REQUEST", message: error.message, cause: error });
  }
  return error;
}

export const notFound = (what: string) =>
  new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });
export const forbidden = (message: string) =>
  new TRPCError({ code: "FORBIDDEN", message });
export const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
export const badRequest = (message: string) =>
  new TRPCError({ code: "BAD_REQUEST", message });
