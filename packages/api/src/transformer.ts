// superjson, made cheap for what we send most. superjson walks every value building
// paths for its annotations, which made it the largest item of a server profile
// under load (docs/benchmarks.md). Two shortcuts, both giving what superjson gives:
// - plain JSON (objects, arrays, strings, booleans, null, finite numbers) is sent as
//   `{ json: value }`, which is superjson's own output for it, after a quick check;
// - a frozen object is serialised once: live frames are shared by every subscriber in
//   the same position (services/live-frames.ts) and frozen to say they never change.
// Anything else (a Date, a Map, undefined in an array…) goes through superjson.
// Clients use plain superjson.
import superjson from "superjson";
import type { SuperJSONResult } from "superjson";

/** Deeper than any payload of ours; past it superjson decides. */
const MAX_DEPTH = 32;

/**
 * True when superjson would add nothing to the value. An object property that is
 * undefined counts as absent, as in JSON (superjson would recreate it as undefined).
 */
function isPlainJson(value: unknown, depth: number): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (depth >= MAX_DEPTH) return false;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
          if (!isPlainJson(value[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key of Object.keys(value)) {
        // superjson refuses these (prototype pollution): let it say so.
        if (key === "__proto__" || key === "constructor" || key === "prototype")
          return false;
        const item = (value as Record<string, unknown>)[key];
        if (item !== undefined && !isPlainJson(item, depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

function serializeOnce(value: unknown): SuperJSONResult {
  return isPlainJson(value, 0)
    ? { json: value as SuperJSONResult["json"] }
    : superjson.serialize(value);
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
