// GET /{lang}/api/article-categories/ — the handler of /api/article-categories/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/article-categories/route";

export const GET = unprefixed;
