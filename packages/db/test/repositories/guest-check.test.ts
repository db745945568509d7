import type pg from "pg";
import { describe, expect, it } from "vitest";

import {
  GUEST_CHECK_TTL_MS,
  requestChecks,
} from "../../src/repositories/players/request-checks";

// Issue #38: a guest's every request asked the database whether it is still a guest.
// A yes is now believed for a few seconds; a no, never.
describe("the per-request guest check", () => {
  function checksOver(rows: { userId: string | null }[]) {
    let clock = 1_000_000;
    const asked: string[] = [];
    const pool = {
      query: (_sql: string, [id]: [string]) => {
        asked.push(id);
        return Promise.resolve({ rows });
      },
    } as unknown as pg.Pool;
    const checks = requestChecks(pool, () => clock);
    return { checks, asked, advance: (ms: number) => (clock += ms) };
  }

  it("remembers a guest for GUEST_CHECK_TTL_MS, then asks again", async () => {
    const { checks, asked, advance } = checksOver([{ userId: null }]);
    expect(await checks.isGuest("p1")).toBe(true);
    advance(GUEST_CHECK_TTL_MS - 1);
    expect(await checks.isGuest("p1")).toBe(true);
    expect(asked).toEqual(["p1"]);
    advance(1);
    expect(await checks.isGuest("p1")).toBe(true);
    expect(asked).toEqual(["p1", "p1"]);
  });

  it("never remembers a player that is not a guest, and forgets guests on demand", async () => {
    const account = checksOver([{ userId: "u1" }]);
    expect(await account.checks.isGuest("p2")).toBe(false);
    expect(await account.checks.isGuest("p2")).toBe(false);
    expect(account.asked).toEqual(["p2", "p2"]);

    const guest = checksOver([{ userId: null }]);
    await guest.checks.isGuest("p3");
    guest.checks.forgetGuests();
    await guest.checks.isGuest("p3");
    expect(guest.asked).toEqual(["p3", "p3"]);
  });
});
