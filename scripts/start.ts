// npm start — migrate and seed the database on first run, build when the build is missing or
// older than the sources, serve.
import { spawn, spawnSync } from "node:child_process";
import { buildIsStale } from "./build-freshness";
import { prepareDatabase } from "./prepare-database";

const port = process.env.PORT ?? "3000";

await prepareDatabase();

if (buildIsStale()) {
  console.log("No current production build: running next build (a minute or two on two cores) …");
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Serving http://localhost:${port}`);
// The server process (scripts/server.ts) runs without the react-server condition the
// launcher needs for the seed, like `next start` would.
const server = spawn("npx", ["tsx", "scripts/server.ts"], { stdio: "inherit", env: { ...process.env, PORT: port } });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
