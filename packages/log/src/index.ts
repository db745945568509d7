export {
  createLogger,
  isLogLevel,
  LOG_LEVELS,
  censorSecrets,
  SECRET_KEYS,
  type Logger,
  type LoggerSettings,
  type LogLevel,
} from "./logger";
export { log, useLogger } from "./process-logger";
export { REQUEST_ID_HEADER, requestIdOf } from "./request-id";
export { addLogFields, withLogFields, type LogFields } from "./scope";
