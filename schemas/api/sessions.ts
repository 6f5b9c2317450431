import { z } from "zod";

/**
 * The answer of DELETE /{lang}/pageeditor-api/sessions/others (editors) and
 * /api/account/sessions/others/ (visitors): how many sessions in other browsers ended.
 */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
