import { z } from "zod";

/** One current alert of GET /api/breaking-news/ in the asked language (001 §3). */
export const breakingNewsItemSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  text: z.string(),
  /** null when the alert links nowhere. */
  link: z.object({ url: z.string() }).nullable(),
  link_title: z.string(),
});
export type BreakingNewsItem = z.infer<typeof breakingNewsItemSchema>;

export const breakingNewsListSchema = z.array(breakingNewsItemSchema);
