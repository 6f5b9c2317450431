// Compresses the build's static files (<build>/static: scripts, styles) once, at build time:
// each gets a Brotli (.br, the strongest setting) and a gzip (.gz) copy beside it, which the
// HTTP server (scripts/server.ts) sends as they are. Next.js would compress every request for
// a script again, with gzip only: here the scripts are about a seventh smaller for browsers
// that take Brotli (all current ones), and a request costs the server a file read.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildFolder } from "./launch";

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt"]);
/** Below this a compressed copy saves less than the Content-Encoding header costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const folder = path.join(buildFolder(), "static");
const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));

let compressed = 0;
let before = 0;
let after = 0;
await Promise.all(files.map(async (file) => {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  compressed++;
  before += gz.length;
  after += br.length;
}));
console.log(`Compressed ${compressed} static files: ${Math.round(before / 1024)} kB gzip, ${Math.round(after / 1024)} kB Brotli`);
