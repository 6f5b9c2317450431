// GET /api/seasons/ — season filter options of the productions list, ?lang= or Accept-Language (001 §3, §7)
import { optionsRoute } from "@/server/http/options-route";

export const GET = optionsRoute("seasons");
