// Issue #65: in a burst of new tables, before the overload set in, Prisma found no
// database connection for a guest's transaction within its 2 s and the call was a 500.
// It is now the overload's answer: 503 (Retry-After comes with it, trpc-response-meta)
// in words. Any other Prisma transaction error stays what it was.
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";

import { refusalMsg, wordsOf } from "../../src/refusal";
import { asTRPCError } from "../../src/trpc";
import { trpcResponseMeta } from "../../src/trpc-response-meta";

/** What Prisma throws (PrismaClientKnownRequestError carries the code the same way). */
const prismaError = (message: string) =>
  Object.assign(new Error(message), { code: "P2028" });

describe("a transaction that found no connection in time", () => {
  it("is a 503 in the overload's words, with Retry-After", () => {
    const mapped = asTRPCError(
      prismaError(
        "Transaction API error: Unable to start a transaction in the given time.",
      ),
    );
    expect(mapped).toBeInstanceOf(TRPCError);
    const error = mapped as TRPCError;
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(wordsOf(error.cause)).toEqual(refusalMsg("limits.busy"));
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
