// This process's logger: made at first use from LOG_LEVEL and NODE_ENV (pretty text
// under `next dev`, JSON everywhere else), kept on globalThis for the reason scope.ts
// gives, and swapped for one writing to memory by the tests that read the log.
import { createLogger, isLogLevel, type Logger } from "./logger";

const SLOT = Symbol.for("3u3d.log.logger");
const slots = globalThis as typeof globalThis & { [SLOT]?: Logger };

/** The process's logger. LOG_LEVEL is checked at start by the app's env (apps/web/src/env.ts). */
export function log(): Logger {
  return (slots[SLOT] ??= createLogger({
    level: isLogLevel(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : "info",
    pretty: process.env.NODE_ENV === "development",
  }));
}

/** Makes `logger` the process's logger until the returned function is called (tests). */
export function useLogger(logger: Logger): () => void {
  const before = slots[SLOT];
  slots[SLOT] = logger;
  return () => {
    slots[SLOT] = before;
  };
}
