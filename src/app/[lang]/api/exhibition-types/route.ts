// GET /{lang}/api/exhibition-types/ — the handler of /api/exhibition-types/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/exhibition-types/route";

export const GET = unprefixed;
