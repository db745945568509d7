import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { errorWordsOrNull, OFFLINE_WORDS } from "./error-words";
import { createQueryClient } from "./query-client";

const retry = () => {
  const policy = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof policy !== "function") throw new Error("retry is not a policy");
  return policy;
};

/** A refusal the server sent (it has a shape), and a request that got no answer. */
const refused = new TRPCClientError("There is no such player.", {
  result: { error: { message: "There is no such player.", code: -32004, data: {} } },
});
const unanswered = new TRPCClientError("fetch failed");

describe("the query cache's retries", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("in the browser, retries a request that got no answer twice, and a refusal never", () => {
    vi.stubGlobal("window", {});
    expect(refused.shape).toBeDefined();
    expect(retry()(0, refused)).toBe(false);
    expect([0, 1, 2].map((n) => retry()(n, unanswered))).toEqual([true, true, false]);
  });

  it("on the server, retries nothing: the page renders without the answer", () => {
    expect(typeof window).toBe("undefined");
    expect(retry()(0, unanswered)).toBe(false);
  });
});

describe("errorWordsOrNull", () => {
  it("is null without an error, and the words for one", () => {
    expect(errorWordsOrNull(null)).toBeNull();
    expect(errorWordsOrNull(refused)).toBe("There is no such player.");
    expect(errorWordsOrNull(unanswered)).toBe(OFFLINE_WORDS);
  });
});
