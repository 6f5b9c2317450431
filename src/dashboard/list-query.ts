import { z } from "zod";

export const SEARCH_MAX = 200;
export const MAX_PAGE = 200;

/**
 * A dashboard list's query (?q=&page=): lenient, since it comes from the address bar: a page
 * out of range or not a number is the first page, an overlong search is cut.
 */
export const listQuerySchema = z.object({
  q: z.string().trim().catch("").transform((value) => value.slice(0, SEARCH_MAX) || undefined),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  /** The pages list's views: the table, the tree, the trash. */
  view: z.enum(["list", "tree", "trash"]).catch("list"),
});
export type DashboardListQuery = z.output<typeof listQuerySchema>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const parseListQuery = (query: Record<string, string | string[] | undefined>): DashboardListQuery =>
  listQuerySchema.parse({ q: first(query.q) ?? "", page: first(query.page) ?? 1, view: first(query.view) ?? "list" });
