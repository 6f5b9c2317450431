import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface OfflineServer { baseURL: string; stop(): Promise<void> }

/**
 * Start serve-offline.ts (a server whose settings say the site is offline) on a free port
 * and wait until it answers; the settings API is outside the proxy's offline check.
 */
export async function startOfflineServer(timeoutMs = 120_000): Promise<OfflineServer> {
  const port = await freePort();
  const child: ChildProcess = spawn("npx", ["tsx", "--conditions", "react-server", "tests/e2e/helpers/serve-offline.ts"], {
    env: { ...process.env, E2E_OFFLINE_PORT: String(port) },
    stdio: "ignore",
    detached: true, // its own process group, so stop() ends npx, tsx and next together
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try { process.kill(-child.pid, "SIGTERM"); } catch { /* already gone */ }
      await new Promise((resolve) => child.once("exit", resolve));
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`offline server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/pageeditor-api/settings`)).ok) return { baseURL, stop };
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error("offline server did not start in time");
}
