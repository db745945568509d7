// A sliding-window limiter for sign-in and sign-up attempts, per key (client address
// and user name). In memory: with several server instances each keeps its own count,
// which still bounds guessing to N × instances per window.
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt; `ok: false` with the wait when over the limit. */
  attempt(key: string): { ok: true } | { ok: false; retryAfterMs: number } {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return { ok: false, retryAfterMs: this.windowMs - (now - (recent[0] as number)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return { ok: true };
  }

  private prune(now: number) {
    for (const [key, times] of this.hits)
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key);
  }
}

/** The client as far as rate limiting can tell (the first proxy hop, else one bucket). */
export function clientKey(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "direct";
}

/** Counts one attempt against both the client and the user name; the first refusal wins. */
export function limitAttempts(
  limiter: RateLimiter,
  action: string,
  client: string,
  username: string,
): { ok: true } | { ok: false; retryAfterMs: number } {
  for (const key of [`${action}:${client}`, `${action}:user:${username.toLowerCase()}`]) {
    const verdict = limiter.attempt(key);
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}
