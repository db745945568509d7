// How a log line is made: pino, one JSON object a line (the level as its name, the
// time, the process) plus the fields of the scope it was written in (scope.ts: the
// request id, the game id, the seat), with known secrets censored on the way out.
//
// Censoring is the second line of defence. The first is what we log at all: ids and
// counts, never a request's headers or input, a game's state or a player's view (a
// hidden card is a secret too), and nothing but ids in a message string, which no
// redaction can see into. test/log-secrets.test.ts in @3u3d/api plays a game and greps
// the log for the secrets it knows.
import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";

import { scopeFields } from "./scope";

export type { Logger } from "pino";

/** LOG_LEVEL's values, most to least severe; "silent" writes nothing. */
export const LOG_LEVELS = [
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const isLogLevel = (value: unknown): value is LogLevel =>
  (LOG_LEVELS as readonly unknown[]).includes(value);

export const SECRET_KEYS = [
  // Requests: whoever logs a headers object, a raw one or a Node one.
  "cookie",
  "authorization",
  "set-cookie",
  "x-metrics-token",
  // Accounts and sessions.
  "password",
  "newPassword",
  "currentPassword",
  "confirm",
  "passwordHash",
  "token",
  "sessionToken",
  "secret",
  "authSecret",
  // Web Push: a subscription's keys, and ours.
  "keys",
  "p256dh",
  "auth",
  "privateKey",
  // Games: what carries cards someone may not see.
  "state",
  "view",
  "hand",
  "faceDown",
  "draw",
  "deck",
  "seed",
  "input",
];

/** Keys whose values never reach the log, at any case, down to CENSOR_DEPTH. */
const SECRET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
const CENSORED = "[redacted]";
/** How far down a line's object is looked through: the line, and two objects down. */
const CENSOR_DEPTH = 2;

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

/**
 * `value` with the values of secret keys replaced, looked for `depth` objects down
 * (plain objects and arrays; an Error is left to pino's serializer, and a class
 * instance such as Headers serializes to {}). It copies only what it changes: a line
 * without secrets, nearly all of them, costs a set lookup per field. Hand-written
 * rather than pino's `redact`, whose wildcard paths for this list cost about 90 µs a
 * line where this costs well under one.
 */
export function censorSecrets<T>(value: T, depth = CENSOR_DEPTH): T {
  if (!isPlain(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    const field = value[key];
    const censored = SECRET.has(key.toLowerCase())
      ? CENSORED
      : depth > 0
        ? censorSecrets(field, depth - 1)
        : field;
    if (censored !== field) {
      copy ??= Array.isArray(value)
        ? (Object.assign([], value) as Record<string, unknown>)
        : { ...value };
      copy[key] = censored;
    }
  }
  return (copy ?? value) as T;
}

export interface LoggerSettings {
  /** The least severe level written (LOG_LEVEL; "info" by default). */
  level?: LogLevel;
  /** Where lines go (stdout by default): a test captures them in memory. */
  destination?: DestinationStream;
  /**
   * Coloured, one-line-per-entry text through pino-pretty (a dev dependency) in a
   * worker thread instead of JSON: for a developer's terminal, never for a log system.
   * Ignored when `destination` is given.
   */
  pretty?: boolean;
}

export function createLogger(settings: LoggerSettings = {}): Logger {
  const pretty = settings.pretty === true && settings.destination === undefined;
  const options: LoggerOptions = {
    level: settings.level ?? "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    // The fields of the request, game and seat this line was written for (scope.ts).
    mixin: scopeFields,
    // The level by name ("level":"warn"), which log systems read without a table;
    // pino-pretty wants pino's numbers, and prints names itself.
    ...(pretty
      ? {
          formatters: { log: censorSecrets },
          transport: {
            target: "pino-pretty",
            options: {
              colorize: true,
              translateTime: "HH:MM:ss.l",
              ignore: "pid,hostname",
            },
          },
        }
      : {
          formatters: {
            level: (label: string) => ({ level: label }),
            log: censorSecrets,
          },
        }),
  };
  return settings.destination ? pino(options, settings.destination) : pino(options);
}
