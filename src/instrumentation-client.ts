import { z } from "zod";

// Before its first object schema parses, zod probes whether `new Function` works so it can
// compile faster parsers. Neither Content-Security-Policy allows eval, so the probe fails
// anyway, and under the nonce policy of the editor and the dashboard the browser reports it
// as a violation. Zod's plain parsers run either way; this skips the probe.
z.config({ jitless: true });
