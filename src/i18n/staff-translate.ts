import type { Locale } from "@schemas/rules/localized";
import { staffResources } from "./resources/staff";
import { translatorFor } from "./translate";

type StaffNamespaces = (typeof staffResources)["de"];
export type StaffNamespace = keyof StaffNamespaces;
/** The keys of one editors' namespace: a key that is not in the German file fails the type check. */
export type StaffKey<NS extends StaffNamespace> = keyof StaffNamespaces[NS] & string;

const staffT = translatorFor(staffResources);

/** An editor or dashboard text in the editor's language, its {{values}} filled in. */
export function staffText<NS extends StaffNamespace>(ns: NS, lang: Locale, key: StaffKey<NS>, values: Record<string, string | number> = {}): string {
  return staffT(lang)(`${ns}:${key}`, values);
}
