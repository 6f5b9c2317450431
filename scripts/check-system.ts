import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PACKAGE, chromiumPath } from "./chromium";

/*
 * `npm test` needs two Debian packages besides Node: headless Chromium for the browser tests
 * (scripts/chromium.ts) and redis-server for the two-instance test. Missing ones are installed
 * with apt-get when this runs as root, or through sudo where it needs no password (a CI runner);
 * otherwise the run stops here with the exact command, instead of failing minutes later inside
 * Playwright. `.ci/run` runs it first, to install them on a fresh CI machine.
 */
const onPath = (name: string) => (process.env.PATH ?? "").split(path.delimiter).some((dir) => existsSync(path.join(dir, name)));
const browser = chromiumPath();

const missing = [...(existsSync(browser) ? [] : [CHROMIUM_PACKAGE]), ...(onPath("redis-server") ? [] : ["redis-server"])];
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
// As root apt-get runs as it is; otherwise through `sudo -n`, which fails at once instead of
// asking for a password.
const asRoot = process.getuid?.() === 0 ? [] : onPath("sudo") ? ["sudo", "-n"] : null;
// A CHROMIUM_PATH that points nowhere is a setting to fix, not a package to install.
const canInstall = asRoot !== null && onPath("apt-get") && !(missing.includes(CHROMIUM_PACKAGE) && process.env.CHROMIUM_PATH);
if (canInstall) {
  console.log(`Installing ${missing.join(" and ")}: ${command}`);
  const aptGet = (...args: string[]) => {
    const [program, ...rest] = [...asRoot, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args];
    return spawnSync(program!, rest, { stdio: "inherit" }).status === 0;
  };
  if (aptGet("update", "-qq") && aptGet("install", "-y", "-qq", ...missing)) process.exit(0);
}
console.error(`The tests need ${missing.join(" and ")}, which this machine does not have. Install with:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}\n`);
if (missing.includes(CHROMIUM_PACKAGE)) console.error(`(Or point CHROMIUM_PATH at another Chromium; it is ${browser} now.)`);
process.exit(1);
