// GET /{lang}/pageeditor-api/settings — the handler of /pageeditor-api/settings, reached with the prefix (001 §7)
import { GET as unprefixed } from "@/app/pageeditor-api/settings/route";

export const GET = unprefixed;
