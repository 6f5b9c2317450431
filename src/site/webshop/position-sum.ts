/** Euros of one cart line: the shop's two-place price string × quantity, in cents so no float drift creeps in. */
export function positionSum(price: string, quantity: number): string {
  const cents = Math.round(Number(price) * 100) * quantity;
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}
