// npm start — migrate and seed the database on first run, build when there is no build, serve.
import { existsSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { prepareDatabase } from "./prepare-database";

const port = process.env.PORT ?? "3000";

await prepareDatabase();

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build yet: running next build (a few minutes on two cores) …");
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Serving http://localhost:${port}`);
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
