// vitest globalSetup for benchmarks: like global-setup.ts, but the server keeps
// PostgreSQL's durable defaults (fsync at every commit), so the numbers printed are
// those of a real deployment's disk work, not of a throwaway test server.
import type { TestProject } from "vitest/node";

import { setUpTestServer } from "./global-setup";

export default function setup(project: TestProject) {
  return setUpTestServer(project, true);
}
