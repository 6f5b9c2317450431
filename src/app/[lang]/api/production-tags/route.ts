// GET /{lang}/api/production-tags/ — the handler of /api/production-tags/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/production-tags/route";

export const GET = unprefixed;
