// What the scheduler and the turns say of a job that failed: ids and the error's first
// line, never the game's state.
import type { TurnJob } from "@3u3d/db/turn-queue";

/** An error's first line, for the log. */
export function errorLine(error: unknown) {
  return error instanceof Error ? error.message.split("\n")[0] : error;
}

/** What a log line says of a job. */
export function aboutJob(job: TurnJob) {
  return { kind: job.kind, gameId: job.gameId };
}
