import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { SECURITY_HEADERS } from "./src/server/http/security-headers";

const nextConfig: NextConfig = {
  // Several builds can live side by side (NEXT_DIST_DIR=.next-x), e.g. for parallel test runs.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The embedded database (PGlite) runs inside the server process; keep its WASM and the
  // native image library out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "pg"],
  // API paths are served as the spec writes them, with and without the trailing slash.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // The HTTP server compresses instead (scripts/server.ts), preferring Brotli; Next.js's own
  // compression is gzip only. `next dev` answers uncompressed.
  compress: false,
  // The page cache without 404s, so unknown URLs cannot grow it: in the data folder, or in
  // Redis when REDIS_URL is set for several instances (src/server/page-cache-handler.mjs).
  cacheHandler: path.resolve(process.cwd(), "src/server/page-cache-handler.mjs"),
  experimental: {
    // The root layout sits in the [lang] segment, so a URL outside both languages needs a 404
    // page of its own (src/app/global-not-found.tsx).
    globalNotFound: true,
    // The styles go into the page as <style> instead of eight render-blocking stylesheets: on
    // Lighthouse's phone (slow 4G) the first paint came 1 s sooner and LCP 1-2 s sooner, for
    // about 38 kB more gzip per page; most of the museum's visitors come once.
    inlineCss: true,
    // Which module styles each page gets: the default chunking merged the editor's, the
    // dashboard's, the shop's and the booking widget's styles into the visitors' pages (110 kB
    // inlined on the home page). The graph chunker splits by what each page imports, and
    // inlined styles cost no request, so a request may cost little: 64 kB on the home page.
    cssChunking: { type: "graph", requestCost: 2000 },
  },
  // `tsc --noEmit` (npm run typecheck) is the type gate; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  async redirects() {
    return [{ source: "/", destination: "/de", permanent: false }];
  },
};

/**
 * The security headers of every answer come from the HTTP server (scripts/server.ts, with why
 * there); `next dev` has no such server, so it gets them from a header rule. In a build that
 * rule would cost every answer a parse of the 5 KB policy: Next.js compiles a rule's values
 * that contain a colon as path patterns, per request.
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  return { ...nextConfig, headers: async () => [{ source: "/:path*", headers: SECURITY_HEADERS }] };
}
