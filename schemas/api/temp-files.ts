import { z } from "zod";

/** POST /{lang}/api/temp-files/?field={id}: which form field the file is for. */
export const tempFileQuerySchema = z.object({ field: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The answer: the token the submission carries as the field's value, and what to show. */
export const tempFileSchema = z.object({ token: z.string(), name: z.string(), bytes: z.number(), mime: z.string() });
export type TempFile = z.infer<typeof tempFileSchema>;
