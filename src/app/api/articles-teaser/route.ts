// GET /api/articles-teaser/ — /{lang}/api/articles-teaser/ without the prefix: the language from ?lang= or Accept-Language, else de (001 §7)
import { unprefixedLocale } from "@/server/http/unprefixed-locale";
import { GET as localized } from "@/app/[lang]/api/articles-teaser/route";

export const GET = unprefixedLocale(localized);
