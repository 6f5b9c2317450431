/** The form's schemas (./form-contract.ts), loaded once, when first needed. */
export const loadFormContract = () => import("./form-contract");
