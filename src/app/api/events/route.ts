// GET /api/events/ — /{lang}/api/events/ without the prefix: the language from ?lang= or Accept-Language, else de (001 §7)
import { unprefixedLocale } from "@/server/http/unprefixed-locale";
import { GET as localized } from "@/app/[lang]/api/events/route";

export const GET = unprefixedLocale(localized);
