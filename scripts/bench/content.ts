// Request rates and latencies of CMS pages and the content API on a production build, at
// seed scale 1 and at scale N, to show that cost stays flat as the data grows.
import { formatResult, load } from "./load";
import { startBenchServer } from "./server";

const TARGETS = [
  ["CMS home page (cached HTML)", "/de"],
  ["deep CMS page (cached HTML)", "/de/besuch/anfahrt/parken"],
  ["page API", "/de/pageeditor-api/page/besuch"],
  ["navigation API", "/de/pageeditor-api/nav"],
  ["settings API", "/pageeditor-api/settings"],
] as const;

export async function benchContent({ scale, seconds }: { scale: number; seconds: number }) {
  for (const [index, size] of [1, scale].entries()) {
    const server = await startBenchServer(size, 3200 + index);
    try {
      console.log(`\nscale ${size}`);
      for (const [name, path] of TARGETS) {
        await load(server.url + path, { seconds: 1, concurrency: 4 }); // warm the cache
        console.log(formatResult(name, await load(server.url + path, { seconds })));
      }
    } finally {
      server.stop();
    }
  }
}
