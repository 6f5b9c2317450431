import i18next, { type Resource } from "i18next";
import type { Locale } from "@schemas/rules/localized";
import { resources } from "./resources";

type Resources = (typeof resources)["de"];
type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
/** "a.b" for every text under a tree; plural forms ("x_one", "x_other") can also be asked for as "x" with a count. */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` | (K extends `${infer Base}_${PluralSuffix}` ? `${Prefix}${Base}` : never)
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Every visitor text as "namespace:key"; a key that is not in the German files fails the type check. */
export type VisitorKey = { [NS in keyof Resources & string]: `${NS}:${Leaves<Resources[NS]>}` }[keyof Resources & string];

type Translate = (key: string, options?: Record<string, unknown>) => string;
export type TFunction = (key: VisitorKey, options?: Record<string, unknown>) => string;

/** Past this many texts a language's memory of them starts over. */
const MADE_LIMIT = 5000;

/**
 * One translate function per language over the given resources, made on first use: an
 * i18next instance and the texts it made, by key and values. i18next takes about 80 µs a text
 * on this project's 2-core machine, and a page asks for the same few many times (the editor
 * four names for every module: 100 ms of opening a page of 600). The values are labels,
 * counts and titles, so the set stays small.
 */
export function translatorFor(bundle: Resource): (lang: Locale) => Translate {
  const translators = new Map<Locale, Translate>();
  return (lang) => {
    let translate = translators.get(lang);
    if (!translate) {
      const instance = i18next.createInstance();
      // Resources are bundled, so initialisation is synchronous.
      void instance.init({ lng: lang, fallbackLng: "de", resources: bundle, initAsync: false, interpolation: { escapeValue: false } });
      const made = new Map<string, string>();
      translate = (key, options) => {
        const id = options ? `${key}\u0000${JSON.stringify(options)}` : key;
        let text = made.get(id);
        if (text === undefined) {
          if (made.size >= MADE_LIMIT) made.clear();
          made.set(id, (text = instance.t(key, options ?? {}) as string));
        }
        return text;
      };
      translators.set(lang, translate);
    }
    return translate;
  };
}

/** The translate function of one language over the visitors' namespaces; cheap to call per render. */
export const getT: (lang: Locale) => TFunction = translatorFor(resources);
