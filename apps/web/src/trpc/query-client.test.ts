import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { errorWordsOrNull, PlayerWordsError } from "./error-words";
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
  const words = { offline: "Offline.", unknown: "Unknown." };
  it("is null without an error, the server's words for a refusal, and the page's otherwise", () => {
    expect(errorWordsOrNull(null, words)).toBeNull();
    expect(errorWordsOrNull(refused, words)).toBe("There is no such player.");
    expect(errorWordsOrNull(unanswered, words)).toBe("Offline.");
    expect(errorWordsOrNull(new Error("boom"), words)).toBe("Unknown.");
    expect(errorWordsOrNull(new PlayerWordsError("Choose a name first."), words)).toBe(
      "Choose a name first.",
    );
  });
});
