// superjson, made cheap for what we send most. superjson walks every value building
// paths for its annotations, which made it the largest item of a server profile
// under load (docs/benchmarks.md). Two shortcuts, both giving what superjson gives:
// - plain JSON (objects, arrays, strings, booleans, null, finite numbers), with or
//   without Dates, is sent as `{ json: value }` plus, when there are Dates, superjson's
//   annotation of each Date's path (`meta.values`). JSON.stringify writes a Date as
//   superjson does (its ISO string), so the value is not copied. Every live frame has
//   a Date since every table has a turn timer (issue #38): before, each frame went
//   through superjson itself;
// - a frozen object is serialised once: snapshots are shared by everyone in the same
//   position (game-server/snapshot.ts) and frozen to say they never change. (The live
//   streams skip even the one walk: game-server/snapshot-payload.ts.)
// Anything else (a Map, undefined in an array, an invalid Date…) goes through superjson.
// Clients use plain superjson.
import superjson from "superjson";
import type { SuperJSONResult } from "superjson";

/** Deeper than any payload of ours; past it superjson decides. */
const MAX_DEPTH = 32;

/** A path segment as superjson writes it (dots and backslashes escaped). */
const segment = (key: string | number) =>
  typeof key === "number"
    ? String(key)
    : key.replace(/\\/g, "\\\\").replace(/\./g, "\\.");

/**
 * Collects the paths of the Dates in `value` into `dates` and returns true when
 * superjson would add nothing else: plain JSON and valid Dates only. An object
 * property that is undefined counts as absent, as in JSON (superjson would recreate
 * it as undefined). `path` is the keys down to `value`, pushed and popped on the way:
 * a Date's path is written out only when one is found (a frame has one or two among
 * thousands of values, and building every value's path was most of this walk's cost).
 */
function isJsonWithDates(
  value: unknown,
  path: (string | number)[],
  dates: string[],
): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (path.length >= MAX_DEPTH) return false;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          path.push(i);
          const plain = isJsonWithDates(value[i], path, dates);
          path.pop();
          if (!plain) return false;
        }
        return true;
      }
      if (value instanceof Date) {
        if (path.length === 0 || Number.isNaN(value.getTime())) return false;
        dates.push(path.map(segment).join("."));
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key of Object.keys(value)) {
        // superjson refuses these (prototype pollution): let it say so.
        if (key === "__proto__" || key === "constructor" || key === "prototype")
          return false;
        const item = (value as Record<string, unknown>)[key];
        if (item === undefined) continue;
        path.push(key);
        const plain = isJsonWithDates(item, path, dates);
        path.pop();
        if (!plain) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

function serializeOnce(value: unknown): SuperJSONResult {
  const dates: string[] = [];
  if (!isJsonWithDates(value, [], dates)) return superjson.serialize(value);
  const json = value as SuperJSONResult["json"];
  if (dates.length === 0) return { json };
  const values: Record<string, ["Date"]> = {};
  for (const path of dates) values[path] = ["Date"];
  return { json, meta: { values, v: 1 } };
}

const serialised = new WeakMap<object, SuperJSONResult>();

export const transformer = {
  serialize(value: unknown): SuperJSONResult {
    if (typeof value !== "object" || value === null || !Object.isFrozen(value))
      return serializeOnce(value);
    let result = serialised.get(value);
    if (!result) {
      result = serializeOnce(value);
      serialised.set(value, result);
    }
    return result;
  },
  deserialize: <T>(payload: SuperJSONResult): T => superjson.deserialize<T>(payload),
};
