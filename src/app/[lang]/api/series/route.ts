// GET /{lang}/api/series/ — the handler of /api/series/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/series/route";

export const GET = unprefixed;
