import { get, type FieldValues, type UseFormReturn } from "react-hook-form";

/** The message of a field; the resolver keys nested paths flat ("children.0.answer"), RHF's get finds both. */
export function errorOf(form: UseFormReturn<FieldValues>, name: string): string | undefined {
  const found: unknown = get(form.formState.errors, name);
  const message = found && typeof found === "object" && "message" in found ? found.message : undefined;
  return typeof message === "string" ? message : undefined;
}
