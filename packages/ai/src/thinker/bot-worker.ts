// The entry of a bot worker thread (bundled to dist/bot-worker.mjs by scripts/build-worker.mjs):
// piscina calls the default export with each request.
import { runTask, type WorkerTask } from "./request";

export default function think(task: WorkerTask) {
  return runTask(task);
}
