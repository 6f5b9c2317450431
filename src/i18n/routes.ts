import { LOCALES, isLocale, type Locale } from "@schemas/rules/locales";

/**
 * The localised route table (000 §2, 001 §2): one entry per route name with its path pattern
 * in each language, below the language prefix. `{name}` is a parameter, `{name?}` an
 * optional one (only at the end). Links, the language switch and hreflang all read this
 * table; pages that are not in it are CMS pages, served by the catch-all.
 */
const same = <P extends string>(pattern: P) => ({ de: pattern, en: pattern }) as const;

export const ROUTES = {
  home: same(""),
  calendar: same("kalender"),
  event: same("kalender/{slug}/{id}"),
  magazine: same("stories"),
  "magazine-category": same("stories/categories/{category}/{id}"),
  "magazine-tags": same("stories/tags"),
  "magazine-tag": same("stories/tags/{tag}/{id}"),
  article: same("stories/{slug}/{id}"),
  team: same("team"),
  person: same("team/{slug}/{id}"),
  programme: same("programme"),
  production: same("programme/{slug}/{id}"),
  venue: same("venues/{slug}/{id}"),
  series: same("series/{slug}/{id}"),
  form: { de: "formular/{slug}/{id}", en: "form/{slug}/{id}" },
  "legals-agb": same("agb"),
  "legals-privacy": same("datenschutz"),
  "legals-imprint": same("impressum"),
  search: same("search/{category?}/{page?}"),
  "user-profile": same("user/profile"),
  "user-settings": same("user/settings"),
  "user-login": same("user/login"),
  "user-logout": same("user/logout"),
  "user-register": same("user/register"),
  "user-confirm": same("user/confirm"),
  "user-password-reset": same("user/password-reset"),
  "404": same("404"),
  "cms-hub": same("cms-hub"),
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

type Segment<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segment<Rest> : P;
type RequiredParam<S> = S extends `{${string}?}` ? never : S extends `{${infer N}}` ? N : never;
type OptionalParam<S> = S extends `{${infer N}?}` ? N : never;
type ParamValue = string | number;
type Segments<N extends RouteName> = Segment<(typeof ROUTES)[N]["de"]>;
/** The parameters a route's pattern names (the same in every language). */
export type RouteParams<N extends RouteName> = { [K in RequiredParam<Segments<N>>]: ParamValue } & {
  [K in OptionalParam<Segments<N>>]?: ParamValue;
};
/** Routes without required parameters may leave the parameters out. */
type ParamsArg<N extends RouteName> = [RequiredParam<Segments<N>>] extends [never] ? [params?: RouteParams<N>] : [params: RouteParams<N>];

/** Ids and page numbers are positive integers; every other parameter is one non-empty segment. */
const NUMERIC_PARAMS = new Set(["id", "page"]);
const isValidParam = (name: string, value: string) =>
  value.length > 0 && !value.includes("/") && (!NUMERIC_PARAMS.has(name) || /^[1-9]\d*$/.test(value));

interface Part { name: string | null; literal: string; optional: boolean }

function parts(pattern: string): Part[] {
  if (!pattern) return [];
  return pattern.split("/").map((segment) => {
    const param = /^\{(\w+)(\?)?\}$/.exec(segment);
    return param ? { name: param[1]!, literal: "", optional: param[2] === "?" } : { name: null, literal: segment, optional: false };
  });
}

/**
 * The site path of a route in one language, e.g. ("event", "de", { slug, id }) →
 * "/de/kalender/slug/12". Optional parameters stop at the first one missing.
 */
export function routePath<N extends RouteName>(name: N, lang: Locale, ...[params]: ParamsArg<N>): string {
  const values = (params ?? {}) as Record<string, ParamValue | undefined>;
  const segments: string[] = [];
  for (const part of parts(ROUTES[name][lang])) {
    if (!part.name) { segments.push(part.literal); continue; }
    const value = values[part.name];
    if (value === undefined || value === "") {
      if (part.optional) break;
      throw new Error(`Route ${name} needs the parameter ${part.name}`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  return segments.length ? `/${lang}/${segments.join("/")}` : `/${lang}`;
}

export interface RouteMatch {
  name: RouteName;
  lang: Locale;
  params: Record<string, string>;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const expected = parts(pattern);
  const required = expected.filter((part) => !part.optional).length;
  if (segments.length < required || segments.length > expected.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = expected[index]!;
    if (!part.name) {
      if (part.literal !== segment) return null;
    } else if (isValidParam(part.name, segment)) params[part.name] = segment;
    else return null;
  }
  return params;
}

/** Patterns with more fixed segments win ("stories/tags" before "stories/{slug}/{id}"). */
const specificity = (pattern: string) => parts(pattern).filter((part) => !part.name).length;
const ORDER: Record<Locale, RouteName[]> = Object.fromEntries(
  LOCALES.map((lang) => [lang, [...ROUTE_NAMES].sort((a, b) => specificity(ROUTES[b][lang]) - specificity(ROUTES[a][lang]))]),
) as Record<Locale, RouteName[]>;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route a site path names, with its decoded parameters; null for CMS and unknown paths. */
export function matchRoute(pathname: string): RouteMatch | null {
  const raw = pathname.split("?")[0]!.split("/").filter(Boolean);
  const [lang, ...rest] = raw;
  if (!lang || !isLocale(lang)) return null;
  const segments = rest.map(decode);
  if (segments.some((segment) => segment === null)) return null;
  for (const name of ORDER[lang]) {
    const params = matchPattern(ROUTES[name][lang], segments as string[]);
    if (params) return { name, lang, params };
  }
  return null;
}

/** The language of a site path ("/en/…" → "en"), or null outside both prefixes. */
export function pathLocale(pathname: string): Locale | null {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first) ? first : null;
}

/**
 * Where the language switch leads from a path (000 §2): the same route in the other
 * language, or that language's home for pages the table does not know (CMS pages name
 * their alternate in the head, which the switch prefers once it can read it).
 */
export function languageSwitchPath(pathname: string, target: Locale): string {
  const match = matchRoute(pathname);
  if (!match) return `/${target}`;
  return routePath(match.name, target, match.params as never);
}

/** Canonical and hreflang alternates of a table route, for a page's metadata. */
export function routeAlternates<N extends RouteName>(name: N, lang: Locale, params?: RouteParams<N>) {
  const path = (locale: Locale) => routePath(name, locale, params as never);
  return {
    canonical: path(lang),
    languages: { ...Object.fromEntries(LOCALES.map((locale) => [locale, path(locale)])), "x-default": path("de") },
  };
}
