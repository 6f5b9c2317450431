import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/*
 * Runs the browser tests as parallel Playwright shards. Each shard starts its own server on
 * its own port with its own embedded database (scripts/serve-e2e.ts), so specs in different
 * shards never share state; within a shard they run one after another as before. Two shards
 * keep both cores busy while one waits on the browser. E2E_SHARDS=1 runs them in one process.
 */
const total = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 3100);
const passThrough = process.argv.slice(2);
// Playwright cuts the alphabetical file list into shards of equal test counts; the editor and
// dashboard specs at its start take longer per test, so the first of two shards gets fewer
// (measured at 50:50: 118 tests took 15.2 min against 9.3 min for the other 114; at 42:58, 23.5 against 16.3 min on a busier machine;
// at 36:64 with 255 tests, 21.0 against 27.4 min).
const weights = process.env.PWTEST_SHARD_WEIGHTS ?? (total === 2 ? "38:62" : undefined);

function runShard(index: number): Promise<number> {
  const shardArgs = total > 1 ? [`--shard=${index}/${total}`] : [];
  const child = spawn("npx", ["playwright", "test", ...shardArgs, ...passThrough], {
    env: { ...process.env, E2E_PORT: String(basePort + index - 1), ...(weights ? { PWTEST_SHARD_WEIGHTS: weights } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = total > 1 ? `[${index}/${total}] ` : "";
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: total }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
console.log(failed ? `e2e: ${failed} of ${total} shard(s) failed` : `e2e: all ${total} shard(s) passed`);
process.exit(failed ? 1 : 0);
