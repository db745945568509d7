// The header's news of whom you follow (issue #63): a public game started says most,
// then who came online; an invite-only game is never announced; nothing new, nothing
// said; a notice lasts only while it holds.
import { describe, expect, it } from "vitest";

import { newsSince, stillTrue, whereaboutsOf, type FollowedNow } from "./friend-news";

const ana = (over: Partial<FollowedNow> = {}): FollowedNow => ({
  playerId: "ana",
  name: "Ana",
  online: false,
  playing: null,
  ...over,
});
const bo = (over: Partial<FollowedNow> = {}): FollowedNow => ({
  playerId: "bo",
  name: "Bo",
  online: false,
  playing: null,
  ...over,
});

describe("news of whom you follow", () => {
  it("says nothing when nothing changed", () => {
    const now = [ana({ online: true }), bo()];
    expect(newsSince(whereaboutsOf(now), now)).toBeNull();
  });

  it("says who came online, and how many more", () => {
    const before = whereaboutsOf([ana(), bo()]);
    expect(newsSince(before, [ana({ online: true }), bo()])).toEqual({
      kind: "online",
      playerId: "ana",
      name: "Ana",
      others: 0,
    });
    expect(newsSince(before, [ana({ online: true }), bo({ online: true })])).toEqual(
      expect.objectContaining({ kind: "online", name: "Ana", others: 1 }),
    );
  });

  it("a public game started comes first; a private one is not announced", () => {
    const before = whereaboutsOf([ana({ online: true }), bo()]);
    const now = [ana({ online: true, playing: { gameId: "g1" } }), bo({ online: true })];
    expect(newsSince(before, now)).toEqual({
      kind: "playing",
      playerId: "ana",
      name: "Ana",
      gameId: "g1",
    });
    expect(
      newsSince(before, [ana({ online: true, playing: { gameId: null } }), bo()]),
    ).toBeNull();
    // The same game on the next look is no news; the next game is.
    expect(newsSince(whereaboutsOf(now), now)).toBeNull();
    expect(
      newsSince(whereaboutsOf(now), [
        ana({ online: true, playing: { gameId: "g2" } }),
        bo({ online: true }),
      ]),
    ).toMatchObject({ kind: "playing", gameId: "g2" });
  });

  it("a notice lasts while it holds", () => {
    const online = { kind: "online", playerId: "ana", name: "Ana", others: 0 } as const;
    expect(stillTrue(online, [ana({ online: true })])).toBe(true);
    expect(stillTrue(online, [ana()])).toBe(false);
    expect(stillTrue(online, [])).toBe(false);
    const game = { kind: "playing", playerId: "ana", name: "Ana", gameId: "g1" } as const;
    expect(stillTrue(game, [ana({ playing: { gameId: "g1" } })])).toBe(true);
    expect(stillTrue(game, [ana({ online: true })])).toBe(false);
  });
});
