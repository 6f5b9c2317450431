// GET /{lang}/api/event-tags/ — the handler of /api/event-tags/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/event-tags/route";

export const GET = unprefixed;
