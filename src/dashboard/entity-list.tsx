import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { formatDate, formatDateTime } from "@schemas/rules/dates";
import { ENTITY_KINDS } from "../server/admin/kinds";
import { dashboardUrl } from "../server/auth/admin-menus";
import type { Db } from "../server/db/open";
import { isCreatableKey, type EntityKey } from "@schemas/entities/entity-kinds";
import { entityText } from "./entity-text";
import type { DashboardListQuery } from "./list-query";
import { DataTable, Pager } from "./list-parts";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

/** One entity kind's list: name, date, online, and links to the change page and the public page; above it, "create". */
export async function EntityList({ db, lang, entityKey, label, query }: {
  db: Db; lang: Locale; entityKey: EntityKey; label: string; query: DashboardListQuery;
}) {
  const { rows, page, hasNext } = await ENTITY_KINDS[entityKey].list(db, lang, query);
  const formatWhen = entityKey === "events" || entityKey === "magazine" ? formatDateTime : formatDate;
  const caption = query.q ? dashboardText(lang, "results_for", { label, q: query.q, page }) : dashboardText(lang, "results", { label, page });
  return (
    <>
      {isCreatableKey(entityKey) && (
        <p>
          <a href={`${dashboardUrl(lang, entityKey)}new/`} className={styles.button} aria-label={entityText(lang, "create_named", { label })}>
            {entityText(lang, "create")}
          </a>
        </p>
      )}
      <DataTable
        caption={caption}
        empty={dashboardText(lang, "none")}
        columns={[
          { key: "name", label: dashboardText(lang, "col_name") },
          { key: "date", label: dashboardText(lang, "col_date") },
          { key: "online", label: dashboardText(lang, "col_online") },
          { key: "actions", label: dashboardText(lang, "col_actions") },
        ]}
        rows={rows.map((row) => ({
          id: row.id,
          cells: [
            <a key="name" href={dashboardUrl(lang, entityKey, row.id)}>{row.name || `#${row.id}`}</a>,
            row.when ? <time dateTime={row.when}>{formatWhen(row.when, lang, "numeric")}</time> : "–",
            dashboardText(lang, row.is_online ? "yes" : "no"),
            <span key="actions" className={styles.actions}>
              <a href={dashboardUrl(lang, entityKey, row.id)} aria-label={dashboardText(lang, "edit_named", { name: row.name })}>{dashboardText(lang, "edit")}</a>
              <a href={`${row.url}?edit`} aria-label={dashboardText(lang, "view_named", { name: row.name })}>{dashboardText(lang, "view")}</a>
            </span>,
          ],
        }))}
      />
      <Pager lang={lang} page={page} hasNext={hasNext} q={query.q} />
    </>
  );
}
