import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_EDITOR } from "./tests/e2e/helpers/editor-account";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
// The server's data folder, one per port so two shards never share one; fixed rather than
// random so the tests, which run in other processes, know where its page cache lies.
const dataDir = path.join(tmpdir(), `museum-e2e-${port}`);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${port}`,
  forbidOnly: !!process.env.CI,
  // Read by tests/e2e/security.spec.ts (testInfo.config.metadata).
  metadata: { dataDir },
  // CI runs the browser, two servers and two runners on two cores: a test that fails once
  // there is run once more and, passing, reported as flaky in the list; one that fails twice
  // fails the run. Locally a failure is final, so flakiness shows where it is made.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (screencast and DOM snapshots) costs every test CPU the two cores lack
    // under CI: there only the retry of a failed test is recorded.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Debian's headless Chromium (scripts/chromium.ts); Playwright's own browser download is not available here.
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: "tsx --conditions react-server scripts/serve-e2e.ts",
    url: `http://127.0.0.1:${port}/de`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The first editor account, which the editor tests log in with.
    env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir, EDITOR_EMAIL: E2E_EDITOR.email, EDITOR_PASSWORD: E2E_EDITOR.password },
    stdout: "pipe",
  },
});
