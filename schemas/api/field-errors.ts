import { z } from "zod";

/** 400 answers of every API: per-field messages keyed by the field's dotted path. */
export const fieldErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
