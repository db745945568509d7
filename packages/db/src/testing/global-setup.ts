// vitest globalSetup for any package whose tests need Postgres: one real embedded
// server per test run, in a temporary folder, with a migrated template database.
// Test files then clone the template (createTestDatabase), which takes milliseconds.
// The server runs without fsync (nonDurable): it is thrown away after the run, and
// waiting for the disk was most of the API tests' time. Benchmarks measure a durable
// server instead (global-setup-durable.ts).
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import {
  applyMigrations,
  createDatabaseIfMissing,
  startEmbeddedPostgres,
} from "../server";

export const TEMPLATE_DATABASE = "threeup_template";

/** Starts the run's server (durable or not), migrates the template, provides both. */
export async function setUpTestServer(project: TestProject, durable: boolean) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "3u3d-test-pg-"));
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, "pg"),
    ephemeral: true,
    nonDurable: !durable,
  });
  await createDatabaseIfMissing(server.adminUrl, TEMPLATE_DATABASE);
  await applyMigrations(server.urlFor(TEMPLATE_DATABASE));
  project.provide("pgAdminUrl", server.adminUrl);
  project.provide("pgTemplateDatabase", TEMPLATE_DATABASE);
  return async () => {
    await server.stop();
  };
}

export default function setup(project: TestProject) {
  return setUpTestServer(project, false);
}
