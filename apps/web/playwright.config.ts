import { rmSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";

import { noPause } from "./e2e/no-pause";

// Browser tests run Debian's Chromium (never a downloaded browser) against the
// production build, on a fresh embedded database of their own.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.resolve(import.meta.dirname, "../../.data/e2e-postgres");
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_BASE_URL)
  rmSync(dataDir, { recursive: true, force: true });

const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
export default defineConfig({
  testDir: "./e2e",
  outputDir: "../../.reports/playwright/results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "../../.reports/playwright/html" }],
    ["json", { outputFile: "../../.reports/playwright/report.json" }],
  ],
  use: {
    baseURL,
    storageState: noPause(baseURL),
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `with-database -- node server.mjs -p ${port}`,
        url: `http://127.0.0.1:${port}/api/health`,
        env: {
          EMBEDDED_PG_DIR: dataDir,
          DATABASE_URL: "",
          NEXT_TELEMETRY_DISABLED: "1",
          BOT_DELAY_MS: "20",
          // The fixture plays a proxy of ours: each test names its own address (its own
          // rate-limit bucket) in X-Forwarded-For. rate-limits.spec.ts checks the default, 0.
          TRUSTED_PROXIES: "1",
          // The browser tests load this machine far more than players would one server:
          // overload's refusals (packages/api/src/overload.ts) are tested in the API's.
          OVERLOAD_DELAY_MS: "0",
          // A line per API call would put megabytes in CI's log; warnings and errors
          // still show. Set LOG_LEVEL=info in the environment to see every call.
          LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
        },
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: "pipe",
      },
});
