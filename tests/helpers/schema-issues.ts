import type { z } from "zod";

/** The issues of one parse as "dotted.path → message key" pairs; [] when the value passes. */
export function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}
