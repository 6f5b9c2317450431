/**
 * content_type of the containers an owner's modules live in (src/server/content/sections.ts).
 * "magazine.article" is also what the seed writes article bodies as.
 */
export const CONTENT_TYPES = {
  page: "cms.page",
  article: "magazine.article",
  event: "programme.event",
  production: "programme.production",
} as const;
