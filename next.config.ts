import path from "node:path";
import type { NextConfig } from "next";
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
  // The page cache without 404s, so unknown URLs cannot grow it: in the data folder, or in
  // Redis when REDIS_URL is set for several instances (src/server/page-cache-handler.mjs).
  cacheHandler: path.resolve(process.cwd(), "src/server/page-cache-handler.mjs"),
  // The root layout sits in the [lang] segment, so a URL outside both languages needs a 404
  // page of its own (src/app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  // `tsc --noEmit` (npm run typecheck) is the type gate; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The same security headers on every answer, cached pages included (why those have no
  // per-request CSP nonce: src/server/http/security-headers.ts). For a page rendered per
  // request the proxy (src/proxy.ts) replaces this Content-Security-Policy with one carrying
  // a nonce: these headers are set before the proxy runs, and its header of the same name
  // takes their place, so an answer never carries both.
  async headers() {
    return [{ source: "/:path*", headers: SECURITY_HEADERS }];
  },
  async redirects() {
    return [{ source: "/", destination: "/de", permanent: false }];
  },
};

export default nextConfig;
