// GET /{lang}/api/seasons/ — the handler of /api/seasons/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/seasons/route";

export const GET = unprefixed;
