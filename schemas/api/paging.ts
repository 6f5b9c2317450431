import { z } from "zod";

/**
 * A paged list as the spec's calls answer it (001 §7): the total, the full URLs of the next
 * and previous pages (null at either end) and this page's rows.
 */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };
