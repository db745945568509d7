// The browser's most frequent call answered without tRPC's request handling (issue
// #65): a move (`game.move`), alone or as a batch of one as the browser's batch link
// sends it. Under 200 games a server profile showed tRPC's own handling of each call
// at about a fifth of the server's busy time; most of it is not the procedure but
// resolveResponse around it — a URL parsed, the body's content type and batch worked
// out through promises and sets, two abort signals combined per call, and a web
// Response built and then read back through a web stream. Here the call runs the very
// procedure (callTRPCProcedure: the same middlewares, the same zod input, the same
// logging) and its answer is written with tRPC's own pieces: the error's shape from
// the router's error formatter (getTRPCErrorShape), its HTTP status
// (getHTTPStatusCode), the transformer (transformTRPCResponse), so the wire is byte
// for byte what resolveResponse writes and the client stays on the one tRPC client.
// Anything else — another procedure, a GET, another content type, a batch of more
// than one, a streaming accept header, a query beyond `batch=1` — is not answered
// here (null) and goes to resolveResponse. test/direct-calls.test.ts holds the two
// answers equal.
import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
  transformTRPCResponse,
} from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";

import { appRouter } from "./root";
import type { TrpcContext } from "./trpc";
import type { trpcResponseMeta } from "./trpc-response-meta";

/** The procedures answered here: mutations that answer plain data (no streams). */
const DIRECT = new Set(["game.move"]);

export interface DirectCall {
  /** The path after /api/trpc/ (no trailing slash). */
  path: string;
  /** The query string without its "?" ("" when there is none). */
  query: string;
  method: string;
  headers: Headers;
  /** The body, already read within its cap. */
  body: Uint8Array | null;
  createContext: () => Promise<TrpcContext>;
  /** The answer's headers as the router's responseMeta gives them. */
  responseMeta: (info: Parameters<typeof trpcResponseMeta>[0]) => Headers;
}

export interface DirectAnswer {
  status: number;
  /** In the order resolveResponse's Headers would list them (sorted by name). */
  headers: Headers;
  body: string;
}

const utf8 = new TextDecoder();

/** The content type's media type, lower case, as tRPC compares it. */
function mediaType(headers: Headers): string | undefined {
  return headers.get("content-type")?.toLowerCase().split(";", 1)[0]?.trim();
}

/** Whether the request asks for tRPC's streamed answers (never answered here). */
function wantsStream(headers: Headers): boolean {
  if (headers.get("trpc-accept") !== null) return true;
  return (headers.get("accept") ?? "")
    .split(",")
    .some((t) => t.trim() === "application/jsonl");
}

/** Whether `call` is one answered here (else resolveResponse answers it). */
export function isDirect(
  call: Pick<DirectCall, "path" | "query" | "method" | "headers">,
) {
  return (
    call.method === "POST" &&
    DIRECT.has(call.path) &&
    (call.query === "" || call.query === "batch=1") &&
    mediaType(call.headers) === "application/json" &&
    !wantsStream(call.headers)
  );
}

/**
 * The call's input, read from the body on first use as tRPC reads it: the body as
 * JSON (a Request's json(): UTF-8, a byte-order mark dropped), for a batch its call
 * "0", through the transformer; a failure is a BAD_REQUEST with its message.
 */
function lazyInput(body: Uint8Array | null, batch: boolean) {
  const config = appRouter._def._config;
  let read: Promise<unknown> | null = null;
  let value: { input: unknown } | null = null;
  const parse = (): unknown => {
    const json = JSON.parse(body === null ? "" : utf8.decode(body)) as unknown;
    if (json === undefined) return undefined;
    if (!batch) return config.transformer.input.deserialize(json);
    if (typeof json !== "object" || json === null || Array.isArray(json))
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: '"input" needs to be an object when doing a batch call',
      });
    const item = (json as Record<string, unknown>)["0"];
    return item === undefined ? undefined : config.transformer.input.deserialize(item);
  };
  return {
    getRawInput: (): Promise<unknown> => {
      if (value) return Promise.resolve(value.input);
      read ??= Promise.resolve()
        .then(parse)
        .then(
          (input) => {
            value = { input };
            return input;
          },
          (cause: unknown) => {
            if (cause instanceof TRPCError) throw cause;
            throw new TRPCError({
              code: "BAD_REQUEST",
              message: cause instanceof Error ? cause.message : "Invalid input",
              cause,
            });
          },
        );
      return read;
    },
    /** The input once read (what an error's shape is given), else undefined. */
    result: (): unknown => value?.input,
  };
}

/** Answers `call` (one isDirect says is answered here) as resolveResponse would. */
export async function answerDirect(call: DirectCall): Promise<DirectAnswer> {
  const config = appRouter._def._config;
  const batch = call.query === "batch=1";
  const input = lazyInput(call.body, batch);
  let ctx: TrpcContext | undefined;
  let error: TRPCError | null = null;
  let data: unknown;
  try {
    ctx = await call.createContext();
  } catch (cause) {
    error = getTRPCErrorFromUnknown(cause);
  }
  if (!error)
    try {
      data = await callTRPCProcedure({
        router: appRouter,
        path: call.path,
        getRawInput: input.getRawInput,
        ctx,
        type: "mutation",
        signal: undefined,
        batchIndex: 0,
      });
    } catch (cause) {
      error = getTRPCErrorFromUnknown(cause);
    }
  const item = error
    ? {
        error: getTRPCErrorShape({
          config,
          ctx,
          error,
          input: input.result(),
          path: call.path,
          type: "mutation",
        }),
      }
    : { result: { data } };
  const untransformed = batch ? [item] : item;
  const headers = new Headers([["vary", "trpc-accept, accept"]]);
  headers.set("content-type", "application/json");
  const meta = call.responseMeta({ type: "mutation", ctx, errors: error ? [error] : [] });
  for (const [key, value] of meta.entries()) headers.append(key, value);
  return {
    status: getHTTPStatusCode(untransformed),
    headers,
    body: JSON.stringify(transformTRPCResponse(config, untransformed)),
  };
}
