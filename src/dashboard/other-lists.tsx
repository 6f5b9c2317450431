import "server-only";
import type { Locale } from "../../schemas/rules/localized";
import { listMedia, listRedirectEntries, listUsers } from "../server/admin/other-lists";
import type { Db } from "../server/db/open";
import { readSettings } from "../server/site/settings";
import type { DashboardListQuery } from "./list-query";
import { DataTable, formatDate, Pager } from "./list-parts";
import { dashboardText as text } from "./text";
import { dashboardUrl } from "../server/auth/admin-menus";
import { ConfirmAction } from "./confirm-action.client";
import { RedirectForm } from "./redirect-form.client";
import styles from "./dashboard.module.css";

export interface ListProps { db: Db; lang: Locale; label: string; query: DashboardListQuery }

export const caption = (lang: Locale, label: string, query: DashboardListQuery) =>
  query.q ? text(lang, "results_for", { label, q: query.q, page: query.page }) : text(lang, "results", { label, page: query.page });
export const yesNo = (lang: Locale, value: boolean) => text(lang, value ? "yes" : "no");

export async function MediaList({ db, lang, label, query }: ListProps) {
  const { rows, page, hasNext } = await listMedia(db, query);
  return (
    <>
      <DataTable caption={caption(lang, label, query)} empty={text(lang, "none")}
        columns={[{ key: "name", label: text(lang, "col_name") }, { key: "file", label: text(lang, "col_file") }, { key: "size", label: text(lang, "col_size") },
          { key: "updated", label: text(lang, "col_date") }]}
        rows={rows.map((row) => ({ id: row.id, cells: [
          row.name, <a key="f" href={row.src}>{row.src}</a>, `${row.width} × ${row.height}`,
          <time key="c" dateTime={row.created_at}>{formatDate(lang, row.created_at, true)}</time>,
        ] }))} />
      <Pager lang={lang} page={page} hasNext={hasNext} q={query.q} />
    </>
  );
}

/** Redirect entries (the automatic ones from moved pages too): each changed on its own page, deleted after a question. */
export async function RedirectsList({ db, lang, label, query }: ListProps) {
  const { rows, page, hasNext } = await listRedirectEntries(db, query);
  const listUrl = dashboardUrl(lang, "redirects");
  return (
    <>
      <p>{text(lang, "redirects_auto")}</p>
      <DataTable caption={caption(lang, label, query)} empty={text(lang, "none")}
        columns={[{ key: "old", label: text(lang, "col_old") }, { key: "new", label: text(lang, "col_new") }, { key: "actions", label: text(lang, "col_actions") }]}
        rows={rows.map((row) => ({ id: row.id, cells: [
          <code key="o">{row.old_path}</code>, <a key="n" href={row.new_path}>{row.new_path}</a>,
          <span key="a" className={styles.actions}>
            <a href={dashboardUrl(lang, "redirects", row.id)} aria-label={text(lang, "edit_named", { name: row.old_path })}>{text(lang, "edit")}</a>
            <ConfirmAction lang={lang} label={text(lang, "delete_named", { name: row.old_path })} method="DELETE" url={`/${lang}/dashboard-api/redirects/${row.id}/`}
              question={text(lang, "delete_redirect_question", { name: row.old_path })} next={listUrl} danger />
          </span>,
        ] }))} />
      <Pager lang={lang} page={page} hasNext={hasNext} q={query.q} />
      <RedirectForm lang={lang} listUrl={listUrl} />
    </>
  );
}

export async function UsersList({ db, lang, label, query }: ListProps) {
  const { rows, page, hasNext } = await listUsers(db, query);
  return (
    <>
      <DataTable caption={caption(lang, label, query)} empty={text(lang, "none")}
        columns={[{ key: "user", label: text(lang, "col_user") }, { key: "name", label: text(lang, "col_name") }, { key: "email", label: text(lang, "col_email") },
          { key: "role", label: text(lang, "col_role") }, { key: "active", label: text(lang, "col_active") }, { key: "login", label: text(lang, "col_login") }]}
        rows={rows.map((row) => ({ id: row.id, cells: [
          row.username, row.name || "–", row.email, row.role, yesNo(lang, row.is_active && row.is_staff),
          row.last_login ? <time key="l" dateTime={row.last_login}>{formatDate(lang, row.last_login, true)}</time> : "–",
        ] }))} />
      <Pager lang={lang} page={page} hasNext={hasNext} q={query.q} />
    </>
  );
}

/** The site's settings row, read only here. */
export async function SettingsView({ db, lang, label }: Omit<ListProps, "query">) {
  const row = await readSettings(db);
  const entries: [string, string][] = [
    [text(lang, "site_name"), row.site_name[lang]],
    [text(lang, "site_online"), yesNo(lang, row.is_site_online)],
    [text(lang, "shop_online"), yesNo(lang, row.is_shop_online)],
    ["menu_style", row.menu_style],
    ["event_style", row.event_style],
  ];
  return (
    <DataTable caption={label} empty={text(lang, "none")}
      columns={[{ key: "setting", label: text(lang, "setting") }, { key: "value", label: text(lang, "value") }]}
      rows={entries.map(([name, value]) => ({ id: name, cells: [name, value] }))} />
  );
}
