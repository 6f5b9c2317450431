/**
 * Cache tags, in one place. A getter tags what it reads; a write revalidates exactly the
 * tags it changed (src/server/revalidate.ts).
 */
export const TAGS = {
  settings: "settings",
  navigation: "navigation",
  redirects: "redirects",
  pages: "pages",
  /** What shows one owner's published sections: a CMS page in both languages, an entity's detail page. */
  owner: (contentType: string, id: number) => `owner:${contentType}:${id}`,
  events: "events",
  productions: "productions",
  articles: "articles",
  venues: "venues",
  people: "people",
  series: "series",
  forms: "forms",
  openingHours: "opening-hours",
  breakingNews: "breaking-news",
} as const;
