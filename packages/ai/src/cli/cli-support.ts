// What the bot CLIs (tournament, ladder) share: reading whole-number options, and
// playing games in a pool of worker threads that re-enter the CLI's own file.
import { Worker } from "node:worker_threads";

/** Stops the CLI with one line on stderr (exit code 2: wrong usage). */
export function failWith(cli: string) {
  return (message: string): never => {
    console.error(`${cli}: ${message}`);
    process.exit(2);
  };
}

/** The option's value as a whole number of at least `min`, or a clear stop. */
export function wholeNumber(
  fail: (message: string) => never,
  name: string,
  value: string,
  min: number,
): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be a whole number ≥ ${min}`);
  return n;
}

/**
 * Hands `tasks` one at a time to `workers` threads started from `file` (the CLI itself,
 * which answers each task on its parentPort), calling `onResult` with each answer.
 */
export async function runInWorkers<Task, Result>(
  file: URL,
  workerData: unknown,
  tasks: readonly Task[],
  workers: number,
  onResult: (result: Result) => void,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, tasks.length) }, () => {
      const worker = new Worker(file, { workerData });
      return new Promise<void>((resolve, reject) => {
        const feed = () => {
          if (next < tasks.length) worker.postMessage(tasks[next++]);
          else void worker.terminate().then(() => resolve());
        };
        worker.on("message", (result: Result) => {
          onResult(result);
          feed();
        });
        worker.on("error", reject);
        feed();
      });
    }),
  );
}
