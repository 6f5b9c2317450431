import { reportFailure } from "../observability/report-failure";

/** 001 §8: a failed cart call goes to the error service; the code is all it needs, never the tickets chosen. */
export function reportCartFailure(code: number | null): void {
  console.error("Cart call failed", code);
  reportFailure({ kind: "cart_failure", message: "Cart call failed", ...(code === null ? {} : { code }) });
}
