// The fields every line written for one piece of work carries: the request id of the
// request being answered, the game it is about and the seat that acts. They follow the
// work through awaits and into the game server (AsyncLocalStorage), so code deep down
// writes `log().warn(...)` and the line still says which request and game it belongs to.
//
// One store per process, on globalThis: Next compiles the instrumentation hook (which
// boots the game server) and each route handler as separate bundles with their own copy
// of this module, and a field set by one copy must be read by the others.
import { AsyncLocalStorage } from "node:async_hooks";

/** Ids only: a scope's fields go on every line written inside it. */
export type LogFields = Record<string, string | number | boolean>;

const SLOT = Symbol.for("3u3d.log.scope");
const slots = globalThis as typeof globalThis & {
  [SLOT]?: AsyncLocalStorage<LogFields>;
};
const storage = (slots[SLOT] ??= new AsyncLocalStorage<LogFields>());

/** Runs `work` in a scope with these fields added to the current scope's. */
export function withLogFields<T>(fields: LogFields, work: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, work);
}

/**
 * Adds fields to the current scope from inside it, for what is learnt along the way
 * (the seat a move turns out to be for): the lines written after, the request's own
 * line at its end among them, carry them. Outside any scope it does nothing.
 */
export function addLogFields(fields: LogFields): void {
  const store = storage.getStore();
  if (store) Object.assign(store, fields);
}

/** The current scope's fields (none outside a scope): pino's mixin. */
export function scopeFields(): LogFields {
  return { ...storage.getStore() };
}
