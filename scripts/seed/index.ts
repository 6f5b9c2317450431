// npm run db:seed [-- --scale N] [-- --reset] — seed the demo museum into the configured database.
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { migrate } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open";
import { seed, type SeedResult } from "./seed";

export { seed, type SeedOptions, type SeedResult } from "./seed";

const argsSchema = z.object({
  scale: z.coerce.number().int().min(1).max(1000).default(1),
  reset: z.boolean().default(false),
  images: z.boolean().default(true),
});

function parseCli(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { scale: { type: "string" }, reset: { type: "boolean" }, "no-images": { type: "boolean" } },
    strict: true,
  });
  return argsSchema.parse({ scale: values.scale, reset: values.reset, images: !values["no-images"] });
}

function summary(result: SeedResult, scale: number): string {
  const counts = Object.entries(result.counts).map(([name, count]) => `${name} ${count}`).join(", ");
  const gaps = Object.entries(result.missing).filter(([, list]) => list.length).map(([what, list]) => `${what}: ${list.join(", ")}`);
  const head = result.status === "skipped"
    ? "Database already holds content: nothing written (the seed never duplicates; run with --reset to wipe and reseed)."
    : `Seeded the demo museum at scale ${scale} in ${result.seconds.toFixed(1)} s (${result.imagesWritten} media files written, existing ones kept).`;
  return [head, `Rows: ${counts}.`, gaps.length ? `Not covered: ${gaps.join("; ")}.` : "Every module type, layout and background is used."].join("\n");
}

async function main() {
  const args = parseCli(process.argv.slice(2));
  const database = await openDatabase(process.env.DATABASE_URL);
  try {
    await migrate(database);
    const result = await seed(database, { scale: args.scale, reset: args.reset, images: args.images });
    console.log(summary(result, args.scale));
  } finally {
    await database.close();
  }
}

// Run only as a script; scripts/start.ts and the tests import seed() from here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
