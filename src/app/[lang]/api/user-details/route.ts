// GET /{lang}/api/user-details/ — the handler of /api/user-details/, reached with the prefix; the prefix is its language (001 §7)
import { GET as unprefixed } from "@/app/api/user-details/route";

export const GET = unprefixed;
