// Before its first object schema parses, zod probes whether `new Function` works so it can
// compile faster parsers. Neither Content-Security-Policy allows eval, so the probe fails
// anyway, and the browser reports it as a violation (and Lighthouse as a console error).
// Zod's plain parsers run either way; this skips the probe. Zod reads its configuration from
// this global when it loads (zod/v4/core/core.js), so the pages that never parse on the client
// do not download zod for it.
const zodConfig = ((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig ??= {});
zodConfig.jitless = true;
