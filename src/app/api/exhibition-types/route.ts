// GET /api/exhibition-types/ — Exhibition Type filter options, id = slug, ?lang= or Accept-Language (001 §3, §7)
import { optionsRoute } from "@/server/http/options-route";

export const GET = optionsRoute("exhibition-types");
