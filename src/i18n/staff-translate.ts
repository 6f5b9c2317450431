import type { Locale } from "@schemas/rules/localized";
import { staffResources } from "./resources/staff";
import { translatorFor } from "./translate";

type StaffNamespaces = (typeof staffResources)["de"];
export type StaffNamespace = keyof StaffNamespaces;
/** The keys of one editors' namespace: a key that is not in the German file fails the type check. */
export type StaffKey<NS extends StaffNamespace> = keyof StaffNamespaces[NS] & string;

const staffT = translatorFor(staffResources);

/**
 * The texts already made, by language, key and values. The editor asks for the same few texts
 * for every module of a page (its move, copy, edit and delete names), and i18next takes about
 * 80 µs a text on this project's 2-core machine: 50 ms of opening a page of 100 modules. The
 * values are labels, counts and titles, so the set stays small; past the bound it starts over.
 */
const made = new Map<string, string>();
const MADE_LIMIT = 5000;

/** An editor or dashboard text in the editor's language, its {{values}} filled in. */
export function staffText<NS extends StaffNamespace>(ns: NS, lang: Locale, key: StaffKey<NS>, values: Record<string, string | number> = {}): string {
  const id = `${lang}\u0000${ns}:${key}\u0000${JSON.stringify(values)}`;
  let text = made.get(id);
  if (text === undefined) {
    if (made.size >= MADE_LIMIT) made.clear();
    made.set(id, text = staffT(lang)(`${ns}:${key}`, values));
  }
  return text;
}
