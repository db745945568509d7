// A refusal the floor answers the way the app's tRPC layer does: a code, its HTTP
// status, and a sentence.
export type FloorErrorCode =
  "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT";

const STATUS: Record<FloorErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/** tRPC's JSON-RPC error codes, which its clients read beside the HTTP status. */
const RPC_CODE: Record<FloorErrorCode, number> = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
};

export class FloorError extends Error {
  constructor(
    readonly code: FloorErrorCode,
    message: string,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }

  /** The body of a tRPC error answer (superjson-wrapped, as the app's transformer does). */
  trpcBody(path: string) {
    return {
      error: {
        json: {
          message: this.message,
          code: RPC_CODE[this.code],
          data: { code: this.code, httpStatus: this.status, path },
        },
      },
    };
  }
}
