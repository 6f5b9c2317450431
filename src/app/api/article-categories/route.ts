// GET /api/article-categories/ — magazine categories: id, name, style_name, slug, ?lang= or Accept-Language (001 §3, §7)
import { optionsRoute } from "@/server/http/options-route";

export const GET = optionsRoute("article-categories");
