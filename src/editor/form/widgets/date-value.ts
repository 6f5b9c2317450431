/**
 * Native date and datetime-local inputs speak "YYYY-MM-DD" and "YYYY-MM-DDTHH:mm" in the
 * browser's local time; the schemas store ISO strings. These convert both ways.
 */

/** An ISO date or datetime as the value of an <input type="date">. */
export function toDateInput(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match?.[1] ?? "";
}

/** The date input's value as the schema's ISO date, undefined when empty. */
export function fromDateInput(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO datetime as the value of an <input type="datetime-local"> in local time. */
export function toDateTimeInput(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The datetime-local value (local time) as an ISO string with offset Z, undefined when empty. */
export function fromDateTimeInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
