// GET /{lang}/api/rooms/ — the handler of /api/rooms/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/rooms/route";

export const GET = unprefixed;
