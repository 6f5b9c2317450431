import "server-only";
import { and, desc, eq, ilike, lt, type SQL } from "drizzle-orm";
import type { MediaFileListAnswer, MediaListQuery } from "@schemas/api/finder";
import type { MediaFileKind } from "@schemas/rules/media-file";
import type { Db } from "@/server/db/open";
import { mediaFiles } from "@/server/db/schema";

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The library's video, audio or captions files for the file widget's finder: one kind,
 * newest first, paged by keyset on (kind, id) like the image library; ?q= narrows by name.
 */
export async function listMediaFiles(db: Db, kind: MediaFileKind, query: MediaListQuery): Promise<MediaFileListAnswer> {
  const conditions: SQL[] = [eq(mediaFiles.kind, kind)];
  if (query.after !== undefined) conditions.push(lt(mediaFiles.id, query.after));
  if (query.q) conditions.push(ilike(mediaFiles.name, `%${likeEscape(query.q)}%`));
  const rows = await db
    .select({ id: mediaFiles.id, name: mediaFiles.name, src: mediaFiles.src, kind: mediaFiles.kind, mime: mediaFiles.mime, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(and(...conditions))
    .orderBy(desc(mediaFiles.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { results: page, next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}
