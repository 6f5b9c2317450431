// npm run bench -- instances — the cached-page rate of one instance against two on one
// PostgreSQL database and one Redis server (needs TEST_DATABASE_URL or DATABASE_URL as the
// admin connection, Debian's redis-server, and the production build). With nginx installed
// the two sit behind it as the README shows; without it the bench alternates its requests
// between them itself, and says so.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, hasRedisServer, sharedDatabase, startInstance, startRedis, type Running } from "../instances";
import { hasBuild } from "../launch";
import { formatResult, load } from "./load";

const EDITOR = { email: "bench@museum.test", password: "a bench editor password" };
const PAGE = "/de";

/** nginx in front of the instances, round robin, in a throwaway prefix; null without nginx. */
async function startNginx(upstreams: string[]): Promise<Running | null> {
  if (spawnSync("nginx", ["-v"]).error) return null;
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "museum-nginx-"));
  const servers = upstreams.map((url) => `server ${new URL(url).host};`).join(" ");
  writeFileSync(path.join(prefix, "nginx.conf"), `daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log;
events {}
http {
  access_log off;
  upstream museum { ${servers} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://museum; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $host; }
  }
}
`);
  const nginx = spawn("nginx", ["-p", prefix, "-c", "nginx.conf"], { stdio: "inherit", detached: true });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { url: `http://127.0.0.1:${port}`, stop: () => nginx.pid !== undefined && process.kill(-nginx.pid, "SIGTERM") };
}

export async function benchInstances({ seconds }: { seconds: number }) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl || !hasRedisServer() || !hasBuild()) {
    console.log("skipped: needs TEST_DATABASE_URL (or DATABASE_URL), redis-server and the production build (npm run build)");
    return;
  }
  const [database, redis] = await Promise.all([sharedDatabase(adminUrl, EDITOR), startRedis()]);
  const running: Running[] = [redis];
  try {
    const env = { REDIS_URL: redis.url, MEDIA_STORAGE: "postgres", SECRET_KEY: "the-same-secret-key-on-every-instance-0123" };
    const instances = await Promise.all([startInstance(database.url, env), startInstance(database.url, env)]);
    running.push(...instances);
    const [a, b] = instances as [Running, Running];
    // The first request renders the page into Redis; every one after is a cached page.
    await load(a.url + PAGE, { seconds: 1, concurrency: 4 });
    const one = await load(a.url + PAGE, { seconds, concurrency: 16 });
    console.log(formatResult(`one instance, cached ${PAGE}`, one));
    const nginx = await startNginx([a.url, b.url]);
    if (nginx) running.push(nginx);
    else console.log("nginx is not installed: the bench alternates its requests between the two instances itself");
    const targets = nginx ? [nginx.url + PAGE] : [a.url + PAGE, b.url + PAGE];
    await load(targets, { seconds: 1, concurrency: 4 });
    const two = await load(targets, { seconds, concurrency: 16 });
    console.log(formatResult(`two instances${nginx ? " behind nginx" : ", alternating"}, cached ${PAGE}`, two));
    console.log(`two / one: ${(two.perSecond / one.perSecond).toFixed(2)}x the requests per second, ${(two.p99 / one.p99).toFixed(2)}x the p99 latency (both instances share this machine's cores)`);
  } finally {
    for (const process_ of running.reverse()) process_.stop();
    await database.close();
  }
}
