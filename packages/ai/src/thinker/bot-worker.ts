// The entry of a bot worker thread (bundled to dist/bot-worker.mjs by scripts/build-worker.mjs):
// piscina calls the default export with each request. The coach's threads are told so
// (workerData) and step aside for every other thread of the machine.
import { workerData } from "node:worker_threads";

import type { CoachWorkerData } from "./index";
import { lowerThisThreadsPriority } from "./low-priority";
import { runTask, type WorkerTask } from "./request";

if ((workerData as Partial<CoachWorkerData> | undefined)?.lowPriority)
  lowerThisThreadsPriority();

export default function think(task: WorkerTask) {
  return runTask(task);
}
