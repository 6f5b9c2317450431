// GET /{lang}/api/opening-hours-today/ — the handler of /api/opening-hours-today/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/opening-hours-today/route";

export const GET = unprefixed;
