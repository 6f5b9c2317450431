// npm start — migrate and seed the database on first run, build when the build is missing or
// older than the sources, serve. This launcher stays small: the seed and the server each run
// in a child process (scripts/launch.ts).
import { spawnSync } from "node:child_process";
import { buildIsStale } from "./build-freshness";
import { prepareDatabaseInChild, serve } from "./launch";

const port = process.env.PORT ?? "3000";

prepareDatabaseInChild();

if (buildIsStale()) {
  console.log("No current production build: running npm run build (a minute or two on two cores) …");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Serving http://localhost:${port}`);
serve({ ...process.env, PORT: port });
