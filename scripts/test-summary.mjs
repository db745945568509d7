// Adds up the JSON reports every package's vitest run wrote and prints one closing
// line for the whole monorepo. Exits non-zero when anything failed or nothing ran.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const dir = path.join(process.cwd(), ".reports/vitest");
if (process.argv.includes("--clean")) {
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`  ${path.basename(file, ".json").padEnd(8)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
