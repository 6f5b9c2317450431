"use client";
import { Controller, type Control, type FieldValues } from "react-hook-form";
import { fromDateInput, fromDateTimeInput, toDateInput, toDateTimeInput } from "./date-value";

interface Props {
  name: string;
  control: Control<FieldValues>;
  kind: "date" | "datetime";
  common: Record<string, unknown>;
}

/** A native date or datetime-local input holding the schema's ISO string. */
export function DateInput({ name, control, kind, common }: Props) {
  const toInput = kind === "date" ? toDateInput : toDateTimeInput;
  const fromInput = kind === "date" ? fromDateInput : fromDateTimeInput;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <input
          type={kind === "date" ? "date" : "datetime-local"}
          {...common}
          ref={field.ref}
          name={field.name}
          value={toInput(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(fromInput(event.target.value))}
        />
      )}
    />
  );
}
