/**
 * A ticket price as the widget shows it (001 §5, §9): the shop's "12.50" with the dot replaced
 * by a comma and a trailing ",00" dropped, in euro. The comma stays in English too: the spec
 * names one rule for both languages, and the museum's printed price lists use it.
 */
export function formatPrice(price: string): string {
  const [whole = "0", cents = "00"] = price.trim().split(".");
  const amount = /^0*$/.test(cents) ? whole : `${whole},${cents.padEnd(2, "0")}`;
  return `${amount} €`;
}

/** Free tickets ("0.00") do not count when deciding whether an event sells anything (001 §5). */
export const isFree = (price: string) => Number(price) === 0;
