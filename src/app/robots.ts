import type { MetadataRoute } from "next";
import { config } from "@/server/config";

/** /robots.txt: the reading side is open; the editors' areas and the APIs are not for crawlers. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/*/api/", "/*/pageeditor-api/", "/*/dashboard", "/*/dashboard-api/", "/pageeditor-api/", "/*?edit", "/webshop"] }],
    sitemap: new URL("/sitemap.xml", config.SITE_URL).toString(),
  };
}
