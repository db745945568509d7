// The coach's lane on its own (game-server/coach-lane.ts): at most `inFlight` searches
// at once, a waiting hint always ahead of a waiting review, first come first served
// among each, and past `waiting` hints the next is refused at once. Every step is held
// by hand and counted, never timed.
import { describe, expect, it } from "vitest";

import { COACH_BUSY, createCoachLane } from "../../src/game-server/coach-lane";

/** Work that records when it starts and waits until released. */
function heldWork(started: string[]) {
  const releases = new Map<string, () => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      releases.set(name, () => resolve(name));
    });
  const release = async (name: string) => {
    releases.get(name)!();
    // Let the lane hear of it and start what fits.
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { work, release };
}

describe("the coach's lane", () => {
  it("runs one at a time, hints before reviews, each in the order they came", async () => {
    const lane = createCoachLane({ inFlight: 1, waiting: 8 });
    const started: string[] = [];
    const { work, release } = heldWork(started);
    const done = [
      lane.review(work("review 1")),
      lane.review(work("review 2")),
      lane.hint(work("hint 1")),
      lane.review(work("review 3")),
      lane.hint(work("hint 2")),
    ];
    expect(started).toEqual(["review 1"]);
    await release("review 1");
    expect(started).toEqual(["review 1", "hint 1"]);
    await release("hint 1");
    await release("hint 2");
    await release("review 2");
    await release("review 3");
    expect(started).toEqual(["review 1", "hint 1", "hint 2", "review 2", "review 3"]);
    expect(await Promise.all(done)).toEqual([
      "review 1",
      "review 2",
      "hint 1",
      "review 3",
      "hint 2",
    ]);
  });

  it("refuses a hint past the waiting hints (reviews never count), and takes one again once there is room", async () => {
    const lane = createCoachLane({ inFlight: 2, waiting: 1 });
    const started: string[] = [];
    const { work, release } = heldWork(started);
    const running = [lane.hint(work("a")), lane.review(work("b"))];
    const waitingReview = lane.review(work("c"));
    const waitingHint = lane.hint(work("d"));
    await expect(lane.hint(work("e"))).rejects.toMatchObject({
      kind: "TOO_MANY",
      words: COACH_BUSY,
    });
    expect(started).toEqual(["a", "b"]);
    await release("a");
    expect(started).toEqual(["a", "b", "d"]); // the hint, ahead of the older review
    const again = lane.hint(work("f"));
    await release("b");
    await release("d");
    expect(started).toEqual(["a", "b", "d", "f", "c"]);
    await release("f");
    await release("c");
    await Promise.all([...running, waitingReview, waitingHint, again]);
  });

  it("passes a search's failure to its asker and goes on with the next", async () => {
    const lane = createCoachLane({ inFlight: 1, waiting: 8 });
    const failed = lane.hint(() => Promise.reject(new Error("the pool is closed")));
    const next = lane.review(() => Promise.resolve("reviewed"));
    await expect(failed).rejects.toThrow("the pool is closed");
    await expect(next).resolves.toBe("reviewed");
  });
});
