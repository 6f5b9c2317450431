import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { formatDateTime } from "@schemas/rules/dates";
import { listMedia, listRedirectEntries } from "../server/admin/other-lists";
import type { Db } from "../server/db/open";
import { readSettings } from "../server/site/settings";
import type { DashboardListQuery } from "./list-query";
import { DataTable, Pager } from "./list-parts";
import { dashboardText as text } from "./text";
import { dashboardUrl } from "../server/auth/admin-menus";
import { ConfirmAction } from "./confirm-action.client";
import { RedirectForm } from "./redirect-form.client";
import { SettingsForm } from "./settings-form.client";
import { DESIGN_FIELDS, type DesignValues } from "./settings-fields";
import { userAdminText } from "./user-admin-text";
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
          <time key="c" dateTime={row.created_at}>{formatDateTime(row.created_at, lang, "numeric")}</time>,
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

/**
 * The site's settings for admins: the online switch (taking the site offline is asked first
 * in a dialog; putting it back online is not), then the shop switch and the design flags.
 */
export async function SettingsView({ db, lang }: Omit<ListProps, "query">) {
  const row = await readSettings(db);
  const url = `/${lang}/dashboard-api/settings/`;
  const next = dashboardUrl(lang, "settings");
  const values = Object.fromEntries(DESIGN_FIELDS.map((name) => [name, row[name]])) as DesignValues;
  return (
    <>
      <section className={styles.group} aria-labelledby="site-online-title">
        <h2 id="site-online-title">{text(lang, "site_online")}</h2>
        <p className={styles.status}>{userAdminText(lang, row.is_site_online ? "site_is_online" : "site_is_offline")}</p>
        {row.is_site_online
          ? <ConfirmAction lang={lang} label={userAdminText(lang, "take_offline")} method="PATCH" url={url} body={{ is_site_online: false }}
              question={userAdminText(lang, "offline_question")} next={next} danger />
          : <ConfirmAction lang={lang} label={userAdminText(lang, "take_online")} method="PATCH" url={url} body={{ is_site_online: true }} next={next} />}
      </section>
      <SettingsForm lang={lang} values={values} />
    </>
  );
}
