// GET /{lang}/api/breaking-news/ — the handler of /api/breaking-news/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/breaking-news/route";

export const GET = unprefixed;
