// A live frame's superjson payload without walking it (issue #65). transformer.ts
// checks every value of what it sends for anything JSON cannot carry, which for a
// frame — thousands of values — was one of the largest items of the move path's
// profile. A snapshot's shape is known (snapshot.ts): plain JSON from the engine and the
// table, and Dates in exactly two places, its turn deadline and each talk line's time.
// So its payload is the snapshot itself and those Dates' paths: the very text the
// transformer sends for it, which a superjson client reads back as the snapshot
// (test/live-frames.test.ts compares the two over whole games).
import type { SuperJSONResult } from "superjson";

import type { GameSnapshot } from "./snapshot";

export function snapshotPayload(snapshot: GameSnapshot): SuperJSONResult {
  const json = snapshot as unknown as SuperJSONResult["json"];
  const talk = snapshot.talk ?? [];
  if (snapshot.turnDeadline === null && talk.length === 0) return { json };
  const values: Record<string, ["Date"]> = {};
  // In the order superjson walks the snapshot: turnDeadline comes before talk.
  if (snapshot.turnDeadline !== null) values.turnDeadline = ["Date"];
  for (let i = 0; i < talk.length; i++) values[`talk.${i}.at`] = ["Date"];
  return { json, meta: { values, v: 1 } };
}
