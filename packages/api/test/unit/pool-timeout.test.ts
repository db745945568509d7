// Issue #65: in a burst of new tables, before the overload set in, Prisma found no
// database connection for a guest's transaction within its 2 s and the call was a 500.
// It is now a 503 (Retry-After comes with it, trpc-response-meta) in its own words:
// nothing was changed, try again — not the overload's "games already being played carry
// on", wrong for a seated player's resign or rematch. Any other Prisma transaction error
// stays what it was.
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";

import { refusalMsg, wordsOf } from "../../src/refusal";
import { asTRPCError } from "../../src/trpc";
import { trpcResponseMeta } from "../../src/trpc-response-meta";
import { speak } from "../../src/words";

/** What Prisma throws (PrismaClientKnownRequestError carries the code the same way). */
const prismaError = (message: string) =>
  Object.assign(new Error(message), { code: "P2028" });

describe("a transaction that found no connection in time", () => {
  it("is a 503 in its own words, with Retry-After", () => {
    const mapped = asTRPCError(
      prismaError(
        "Transaction API error: Unable to start a transaction in the given time.",
      ),
    );
    expect(mapped).toBeInstanceOf(TRPCError);
    const error = mapped as TRPCError;
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(wordsOf(error.cause)).toEqual(refusalMsg("limits.databaseBusy"));
    expect(error.message).toBe(
      "The server could not reach its database in time, so nothing was changed: try again in a few seconds.",
    );
    // Said in the reader's language, from the catalogue.
    expect(speak("de", wordsOf(error.cause)!)).toBe(
      "Der Server hat seine Datenbank nicht rechtzeitig erreicht, deshalb wurde nichts geändert: Versuch es in ein paar Sekunden noch einmal.",
    );
    const meta = trpcResponseMeta({ type: "mutation", errors: [error] });
    expect(meta.headers?.["retry-after"]).toBe("5");
  });

  it("leaves Prisma's other transaction errors alone", () => {
    const other = prismaError("Transaction API error: Transaction already closed.");
    expect(asTRPCError(other)).toBe(other);
    const plain = new Error("Unable to start a transaction in the given time.");
    expect(asTRPCError(plain)).toBe(plain);
  });
});
