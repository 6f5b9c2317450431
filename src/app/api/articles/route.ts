// GET /api/articles/ — /{lang}/api/articles/ without the prefix: the language from ?lang= or Accept-Language, else de (001 §7)
import { unprefixedLocale } from "@/server/http/unprefixed-locale";
import { GET as localized } from "@/app/[lang]/api/articles/route";

export const GET = unprefixedLocale(localized);
