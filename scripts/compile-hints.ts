// Marks scripts for eager compilation, at build time: the framework's (React, Next.js's client
// runtime, the bundler's runtime and the app's entry: the build manifest's rootMainFiles,
// loaded by every page) and the editor's (the edit route's chunks no visitor route loads),
// whose functions nearly all run while a page hydrates.
// V8 compiles a function lazily by default, on the main thread at its first call: about 190 ms
// of loading the home page in a Chrome trace on this machine. With the magic comment
// `//# allFunctionsCalledOnLoad` as a file's first line, V8 (Chrome 136 and later; to other
// engines it is a comment) compiles all of its functions while the script streams in, on a
// background thread. Lighthouse's simulated phone counted 200-300 ms less blocking time on the
// home page and an event. The editor's modules run only once it hydrates, after the point
// where Chromium keeps a script's compiled code for the next visit (its code cache), so
// without the hint they were compiled afresh at every opening (about 40 ms of 100 modules);
// with it, openings of 100 modules were 25-85 ms sooner side by side, first openings too (README).
// The visitors' other scripts stay lazy: each is used by only some pages or only in part.
// Runs before scripts/compress-static.ts, which compresses the files as they are then.
import { readFile, writeFile } from "node:fs/promises";
import { eagerScripts } from "./client-manifests";

/** V8's explicit compile hint for a whole file (v8.dev/blog/explicit-compile-hints); it must be the file's first line. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const { framework, editor } = eagerScripts();
if (editor.length === 0) throw new Error("the build has no chunks of the edit route's own");

let marked = 0;
for (const script of [...framework, ...editor]) {
  const content = await readFile(script, "utf8");
  // A build folder marked before (the script run twice) keeps one hint.
  if (content.startsWith(COMPILE_HINT)) continue;
  await writeFile(script, COMPILE_HINT + content);
  marked++;
}
console.log(`Compile hints: ${framework.length} framework and ${editor.length} editor scripts marked for eager compilation (${marked} newly)`);
