import { finderAnswerSchema, mediaListAnswerSchema, type FinderItem, type FinderKind, type MediaListAnswer } from "@schemas/api/finder";
import type { Locale } from "@schemas/rules/localized";
import { mediaFileListAnswerSchema, type MediaFileListAnswer } from "@schemas/api/finder";
import type { MediaFileKind } from "@schemas/rules/media-file";

/*
 * The finders' reads. Plain GETs with the session cookie (no CSRF needed for a read), so the
 * widgets work in the in-page editor and in the dashboard's entity forms alike.
 */

export class FinderError extends Error {
  constructor(readonly status: number) {
    super(`finder answered ${status}`);
  }
}

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new FinderError(response.status);
  return response.json();
}

export interface FinderParams {
  q?: string;
  ids?: readonly number[];
  limit?: number;
}

/** The query string of a finder call; pure, so it is tested on its own. */
export function finderSearch(params: FinderParams): string {
  const search = new URLSearchParams();
  if (params.ids) search.set("ids", params.ids.join(","));
  else if (params.q?.trim()) search.set("q", params.q.trim().slice(0, 100));
  if (params.limit) search.set("limit", String(params.limit));
  return search.toString();
}

export async function findItems(lang: Locale, kind: FinderKind, params: FinderParams, signal?: AbortSignal): Promise<FinderItem[]> {
  const query = finderSearch(params);
  return finderAnswerSchema.parse(await getJson(`/${lang}/pageeditor-api/finder/${kind}/${query ? `?${query}` : ""}`, signal)).results;
}

export async function listLibrary(lang: Locale, params: { q?: string; after?: number | null }, signal?: AbortSignal): Promise<MediaListAnswer> {
  const search = new URLSearchParams();
  if (params.q?.trim()) search.set("q", params.q.trim().slice(0, 100));
  if (params.after) search.set("after", String(params.after));
  const query = search.toString();
  return mediaListAnswerSchema.parse(await getJson(`/${lang}/pageeditor-api/media/${query ? `?${query}` : ""}`, signal));
}

/** The library's video, audio or captions files (GET .../media/?kind=), newest first. */
export async function listFileLibrary(lang: Locale, kind: MediaFileKind, params: { q?: string; after?: number | null }, signal?: AbortSignal): Promise<MediaFileListAnswer> {
  const search = new URLSearchParams({ kind });
  if (params.q?.trim()) search.set("q", params.q.trim().slice(0, 100));
  if (params.after) search.set("after", String(params.after));
  return mediaFileListAnswerSchema.parse(await getJson(`/${lang}/pageeditor-api/media/?${search}`, signal));
}
