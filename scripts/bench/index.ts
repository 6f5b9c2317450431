// npm run bench [-- --scale N --seconds S] — request rates and latencies of the visitor
// pages and the content API on a production build, at seed scale 1 and at scale N, to show
// that cost stays flat as the data grows.
import { parseArgs } from "node:util";
import { z } from "zod";
import { formatResult, load } from "./load";
import { startBenchServer } from "./server";

const args = z
  .object({ scale: z.coerce.number().int().min(1).default(10), seconds: z.coerce.number().positive().default(5) })
  .parse(parseArgs({ options: { scale: { type: "string" }, seconds: { type: "string" } } }).values);

const TARGETS = [
  ["CMS home page (cached HTML)", "/de"],
  ["deep CMS page (cached HTML)", "/de/besuch/anfahrt/parken"],
  ["page API", "/de/pageeditor-api/page/besuch"],
  ["navigation API", "/de/pageeditor-api/nav"],
  ["settings API", "/pageeditor-api/settings"],
] as const;

for (const [index, scale] of [1, args.scale].entries()) {
  const server = await startBenchServer(scale, 3200 + index);
  try {
    console.log(`\nscale ${scale}`);
    for (const [name, path] of TARGETS) {
      await load(server.url + path, { seconds: 1, concurrency: 4 }); // warm the cache
      console.log(formatResult(name, await load(server.url + path, { seconds: args.seconds })));
    }
  } finally {
    server.stop();
  }
}
process.exit(0);
