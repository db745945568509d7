// Adds up the JSON reports the test runners wrote and prints one closing line.
//   node scripts/test-summary.mjs --clean   forget earlier reports
//   node scripts/test-summary.mjs           every package's vitest run
//   node scripts/test-summary.mjs --all     vitest plus the Playwright browser tests
// Exits non-zero when anything failed or nothing ran.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const reports = path.join(process.cwd(), ".reports");
const vitestDir = path.join(reports, "vitest");
const playwrightReport = path.join(reports, "playwright", "report.json");

if (process.argv.includes("--clean")) {
  rmSync(vitestDir, { recursive: true, force: true });
  rmSync(playwrightReport, { force: true });
  process.exit(0);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(vitestDir)
  ? readdirSync(vitestDir)
      .filter((f) => f.endsWith(".json"))
      .sort()
  : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(vitestDir, file), "utf8"));
  const suiteFailures =
    report.testResults?.filter(
      (r) => r.status === "failed" && r.assertionResults.length === 0,
    ).length ?? 0;
  passed += report.numPassedTests;
  failed += report.numFailedTests + suiteFailures;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(
    `  ${path.basename(file, ".json").padEnd(10)} ${report.numPassedTests} passed, ${report.numFailedTests + suiteFailures} failed`,
  );
}
let label = "vitest";
if (process.argv.includes("--all")) {
  label = "all tests";
  if (!existsSync(playwrightReport)) {
    console.log("  browser    no Playwright report found");
    failed += 1;
  } else {
    const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
    const browserFailed = stats.unexpected + stats.flaky;
    passed += stats.expected;
    failed += browserFailed;
    skipped += stats.skipped;
    console.log(
      `  ${"browser".padEnd(10)} ${stats.expected} passed, ${browserFailed} failed`,
    );
  }
}
console.log(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
