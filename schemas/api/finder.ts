import { z } from "zod";
import { REFERENCES_MAX } from "../entities/common";
import { imageValueSchema } from "../rules/image";
import { mediaFileKindSchema, mediaFileValueSchema } from "../rules/media-file";
import { numericId, searchText } from "./query-fields";

/*
 * The editor's finder popups (000 §7: "editor admin popups exist for link finder, image
 * finder and event finder"): GET {lang}/pageeditor-api/finder/{kind}/?q= searches one kind of
 * entity by title, GET {lang}/pageeditor-api/media/ pages through the uploaded images.
 * Editors only; every answer is bounded.
 */

/** The kinds a reference field (field meta `reference`) or the link finder may point to. */
export const FINDER_KINDS = [
  "page", "event", "article", "production", "series", "venue", "person",
  "article-category", "tag", "event-tag", "exhibition-type", "genre", "season", "room", "form",
] as const;
export type FinderKind = (typeof FINDER_KINDS)[number];
export const isFinderKind = (value: string): value is FinderKind => (FINDER_KINDS as readonly string[]).includes(value);

/** The kinds with a page of their own: what the link finder offers. */
export const LINKABLE_KINDS = ["page", "event", "article", "production", "series", "venue", "person"] as const satisfies readonly FinderKind[];

export const FINDER_LIMIT_DEFAULT = 20;
export const FINDER_LIMIT_MAX = 50;

const limit = z
  .string()
  .regex(/^\d{1,3}$/, { error: "invalid_number" })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: "too_small" }).max(FINDER_LIMIT_MAX, { error: "too_big" }));

/** "3,17,4": the chosen ids of a reference field, to show their titles; order is kept. */
const idList = z
  .string()
  .max(REFERENCES_MAX * 10, { error: "too_long" })
  .transform((value) => value.split(",").filter(Boolean))
  .pipe(z.array(numericId).max(REFERENCES_MAX, { error: "too_big" }));

/** ?q= text (blank lists the first rows), ?limit= 1-50, or ?ids= to read chosen rows back. */
export const finderQuerySchema = z.object({
  q: searchText.max(100, { error: "too_long" }).default(""),
  limit: limit.default(FINDER_LIMIT_DEFAULT),
  ids: idList.optional(),
});
export type FinderQuery = z.output<typeof finderQuerySchema>;

export const finderItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Date, address, role ...: what tells two rows with one title apart. */
  subline: z.string(),
  /** The site path a link to it stores, or null for kinds without a page. */
  url: z.string().nullable(),
  date_start: z.string().nullable(),
  image: imageValueSchema.nullable(),
});
export type FinderItem = z.infer<typeof finderItemSchema>;

export const finderAnswerSchema = z.object({ kind: z.enum(FINDER_KINDS), results: z.array(finderItemSchema) });
export type FinderAnswer = z.infer<typeof finderAnswerSchema>;

export const MEDIA_PAGE_DEFAULT = 24;

/**
 * GET {lang}/pageeditor-api/media/: newest first (by id, the order uploads were stored in: an
 * exact keyset, where a timestamp cursor could skip rows stored in the same millisecond);
 * `after` is the previous answer's `next`.
 */
export const mediaListQuerySchema = z.object({
  q: searchText.max(100, { error: "too_long" }).default(""),
  limit: limit.default(MEDIA_PAGE_DEFAULT),
  after: numericId.optional(),
  /** Without a kind the images; with one the video, audio or captions files (the file widget's finder). */
  kind: mediaFileKindSchema.optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

/** A library image: the value an image field stores, with the name the finder shows. */
export const mediaItemSchema = imageValueSchema.extend({ id: z.number().int(), name: z.string() });
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListAnswerSchema = z.object({ results: z.array(mediaItemSchema), next: z.number().int().nullable() });
export type MediaListAnswer = z.infer<typeof mediaListAnswerSchema>;

/** GET {lang}/pageeditor-api/media/?kind=video|audio|captions: the library's files of one kind. */
export const mediaFileListAnswerSchema = z.object({ results: z.array(mediaFileValueSchema), next: z.number().int().nullable() });
export type MediaFileListAnswer = z.infer<typeof mediaFileListAnswerSchema>;
