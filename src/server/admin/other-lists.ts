import "server-only";
import { and, asc, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Locale } from "@schemas/rules/localized";
import type { AccountRole } from "@schemas/entities/user";
import type { Db } from "../db/open";
import { media, pages, pageTranslations, redirects, users } from "../db/schema";
import { notTrashed, pageUrl } from "../content/pages";
import { PAGE_SIZE, type ListQuery } from "./table-kind";

/*
 * The dashboard's lists that are not generic entities: pages (edited in place with ?edit),
 * media, redirects, users. Each is bounded: 50 rows a page, searched by what an editor knows.
 */

export interface Paged<T> { rows: T[]; page: number; hasNext: boolean }

const like = (column: SQL | AnyPgColumn, q: string) =>
  sql`lower(${column}) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;

function paged<T>(rows: T[], page: number): Paged<T> {
  return { rows: rows.slice(0, PAGE_SIZE), page, hasNext: rows.length > PAGE_SIZE };
}
const window = (page: number) => ({ limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });

export interface PageListRow { id: number; title: string; url: string; is_online: boolean; in_menu: boolean; updated_at: string }

/** CMS pages with a translation in the list's language, by path (so a tree reads in order). */
export async function listPages(db: Db, lang: Locale, { q, page }: ListQuery): Promise<Paged<PageListRow>> {
  const { limit, offset } = window(page);
  const text = q?.trim();
  const rows = await db
    .select({ id: pages.id, title: pageTranslations.title, path: pageTranslations.path, is_online: pages.is_online, in_menu: pages.in_menu, updated_at: pages.updated_at })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.page_id, pages.id), eq(pageTranslations.lang, lang)))
    .where(and(notTrashed, text ? or(like(pageTranslations.title, text), like(pageTranslations.path, text)) : undefined))
    .orderBy(asc(pageTranslations.path), asc(pages.id))
    .limit(limit).offset(offset);
  return paged(rows.map(({ path, updated_at, ...row }) => ({ ...row, url: pageUrl(lang, path), updated_at: updated_at.toISOString() })), page);
}

export interface MediaListRow { id: number; name: string; src: string; width: number; height: number; created_at: string }

/** Uploaded and generated images, newest first. */
export async function listMedia(db: Db, { q, page }: ListQuery): Promise<Paged<MediaListRow>> {
  const { limit, offset } = window(page);
  const text = q?.trim();
  const rows = await db
    .select({ id: media.id, name: media.name, src: media.src, width: media.width, height: media.height, created_at: media.created_at })
    .from(media)
    .where(text ? like(media.name, text) : undefined)
    .orderBy(desc(media.created_at), desc(media.id))
    .limit(limit).offset(offset);
  return paged(rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), page);
}

export interface RedirectListRow { id: number; old_path: string; new_path: string }

/** Redirect entries by old path; the search matches either path. */
export async function listRedirectEntries(db: Db, { q, page }: ListQuery): Promise<Paged<RedirectListRow>> {
  const { limit, offset } = window(page);
  const text = q?.trim();
  const rows = await db
    .select({ id: redirects.id, old_path: redirects.old_path, new_path: redirects.new_path })
    .from(redirects)
    .where(text ? or(like(redirects.old_path, text), like(redirects.new_path, text)) : undefined)
    .orderBy(asc(redirects.old_path))
    .limit(limit).offset(offset);
  return paged(rows, page);
}

export interface UserListRow {
  id: number; username: string; email: string; name: string; role: AccountRole; is_staff: boolean; is_active: boolean;
  /** Still has an admin's one-time password: its first own login is pending. */
  first_login_pending: boolean; last_login: string | null;
}

/**
 * Accounts by username; never the password hash. Editors' and visitors' accounts are listed
 * apart, so a visitor is never changed by mistake in the editors' list.
 */
export async function listUsers(db: Db, { q, page }: ListQuery, audience: "editors" | "visitors" = "editors"): Promise<Paged<UserListRow>> {
  const { limit, offset } = window(page);
  const text = q?.trim();
  const rows = await db
    .select({
      id: users.id, username: users.username, email: users.email, first_name: users.first_name, last_name: users.last_name,
      role: users.role, is_staff: users.is_staff, is_active: users.is_active, first_login_pending: users.must_change_password, last_login: users.last_login,
    })
    .from(users)
    .where(and(
      audience === "visitors" ? eq(users.role, "visitor") : ne(users.role, "visitor"),
      text ? or(like(users.username, text), like(users.email, text), like(users.last_name, text)) : undefined,
    ))
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(limit).offset(offset);
  return paged(rows.map(({ first_name, last_name, last_login, ...row }) => ({
    ...row, name: [first_name, last_name].filter(Boolean).join(" "), last_login: last_login?.toISOString() ?? null,
  })), page);
}
