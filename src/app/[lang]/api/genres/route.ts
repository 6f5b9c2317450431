// GET /{lang}/api/genres/ — the handler of /api/genres/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/genres/route";

export const GET = unprefixed;
