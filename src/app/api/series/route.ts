// GET /api/series/ — Series filter options (show_in_filter only), ?lang= or Accept-Language (001 §3, §7)
import { optionsRoute } from "@/server/http/options-route";

export const GET = optionsRoute("series");
