import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { Locale } from "@schemas/rules/localized";
import { issueMessage } from "@schemas/rules/messages";

/**
 * react-hook-form's resolver for a module's own schema, the one the server checks with. Not
 * @hookform/resolvers' zodResolver: the schemas carry message keys ("too_long"), and the text
 * needs the issue's values ({maximum}, {allowed}), which only issueMessage has; zodResolver
 * hands over the bare key.
 */
export function moduleResolver<T extends FieldValues>(schema: z.ZodType, lang: Locale): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join(".") || "root";
      errors[key] ??= { type: issue.code, message: issueMessage(issue, lang) };
    }
    // Nested paths ("items.0.title") are flat keys here; the form shows them by the same key.
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
