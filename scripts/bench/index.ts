// npm run bench [-- NAME] [--scale N] [--seconds S] — benchmarks on a production build; each
// prints its figures (tests never assert on timings). NAME: content, cms-cache, programme,
// editor, cart, instances, js, lighthouse, or all (the default).
import { parseArgs } from "node:util";
import { z } from "zod";
import { benchCart } from "./cart";
import { benchCmsCache } from "./cms-cache";
import { benchContent } from "./content";
import { benchEditor } from "./editor";
import { benchInstances } from "./instances";
import { benchJs } from "./js";
import { benchLighthouse } from "./lighthouse";
import { benchProgramme } from "./programme";

const BENCHES = {
  content: ({ scale, seconds }) => benchContent({ scale: scale ?? 10, seconds }),
  "cms-cache": ({ seconds }) => benchCmsCache({ seconds }),
  programme: ({ scale, seconds }) => benchProgramme({ scale: scale ?? 100, seconds }),
  // --scale here is the number of modules on the page (300 by default).
  editor: ({ scale }) => benchEditor({ modules: scale ?? 300 }),
  // --scale here is the seats per seat group (400 by default); needs DATABASE_URL or TEST_DATABASE_URL.
  cart: ({ scale, seconds }) => benchCart({ seats: scale ?? 400, seconds }),
  // Needs TEST_DATABASE_URL (or DATABASE_URL) and redis-server; nginx in front when installed.
  instances: ({ seconds }) => benchInstances({ seconds }),
  // First-visit JavaScript per visitor route in Chromium (gzip, target ≤ 170 kB).
  js: () => benchJs(),
  // Lighthouse mobile scores on home, calendar, an event and an article (targets 95/100/100/100).
  lighthouse: () => benchLighthouse(),
} satisfies Record<string, (options: { scale?: number; seconds: number }) => Promise<void>>;

const { values, positionals } = parseArgs({ options: { scale: { type: "string" }, seconds: { type: "string" } }, allowPositionals: true });
const args = z
  .object({
    name: z.enum([...(Object.keys(BENCHES) as (keyof typeof BENCHES)[]), "all"]).default("all"),
    scale: z.coerce.number().int().min(2).optional(),
    seconds: z.coerce.number().positive().default(5),
  })
  .parse({ name: positionals[0], ...values });

for (const [name, run] of Object.entries(BENCHES)) {
  if (args.name !== "all" && args.name !== name) continue;
  console.log(`\n== ${name}`);
  await run(args);
}
process.exit(0);
