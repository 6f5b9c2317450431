// GET /{lang}/api/calendar/ — the handler of /api/calendar/, reached with the prefix; the days are the same in both languages (001 §7)
import { GET as unprefixed } from "@/app/api/calendar/route";

export const GET = unprefixed;
