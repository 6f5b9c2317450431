// GET /api/production-tags/ — tag filter options of the productions list (show_in_filter only), ?lang= or Accept-Language (001 §3, §7)
import { optionsRoute } from "@/server/http/options-route";

export const GET = optionsRoute("production-tags");
