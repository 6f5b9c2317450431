import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PACKAGE, chromiumPath } from "./chromium";

/*
 * `npm test` needs two Debian packages besides Node: headless Chromium for the browser tests
 * (scripts/chromium.ts) and redis-server for the two-instance test. Missing ones are installed
 * when this runs as root with apt-get; otherwise the run stops here with the exact command,
 * instead of failing minutes later inside Playwright.
 */
const onPath = (name: string) => (process.env.PATH ?? "").split(path.delimiter).some((dir) => existsSync(path.join(dir, name)));
const browser = chromiumPath();

const missing = [...(existsSync(browser) ? [] : [CHROMIUM_PACKAGE]), ...(onPath("redis-server") ? [] : ["redis-server"])];
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
// A CHROMIUM_PATH that points nowhere is a setting to fix, not a package to install.
const canInstall = process.getuid?.() === 0 && onPath("apt-get") && !(missing.includes(CHROMIUM_PACKAGE) && process.env.CHROMIUM_PATH);
if (canInstall) {
  console.log(`Installing ${missing.join(" and ")}: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const ok = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env }).status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env }).status === 0;
  if (ok) process.exit(0);
}
console.error(`The tests need ${missing.join(" and ")}, which this machine does not have. Install with:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}\n`);
if (missing.includes(CHROMIUM_PACKAGE)) console.error(`(Or point CHROMIUM_PATH at another Chromium; it is ${browser} now.)`);
process.exit(1);
