import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { formatDateTime } from "@schemas/rules/dates";
import { listPages } from "../server/admin/other-lists";
import { listPageTree, type PageTreeNode } from "../server/admin/page-tree";
import { listTrash } from "../server/content/page-trash";
import { dashboardUrl } from "../server/auth/admin-menus";
import { ConfirmAction } from "./confirm-action.client";
import { DataTable, Pager } from "./list-parts";
import { caption, yesNo, type ListProps } from "./other-lists";
import { PageCreateForm, type ParentChoice } from "./page-create-form.client";
import { dashboardText as text } from "./text";
import styles from "./dashboard.module.css";

const VIEWS = ["list", "tree", "trash"] as const;

/** The pages list's views as links (plain GET, so each view has its own address). */
function ViewTabs({ lang, view }: { lang: Locale; view: ListProps["query"]["view"] }) {
  const base = dashboardUrl(lang, "pages");
  return (
    <nav aria-label={text(lang, "views")}>
      <ul className={styles.tabs}>
        {VIEWS.map((name) => (
          <li key={name}><a href={name === "list" ? base : `${base}?view=${name}`} aria-current={name === view ? "page" : undefined}>{text(lang, `view_${name}`)}</a></li>
        ))}
      </ul>
    </nav>
  );
}

const trashAction = (lang: Locale, row: { id: number; title: string }, next: string) => (
  <ConfirmAction lang={lang} label={text(lang, "trash_named", { name: row.title })} method="DELETE" url={`/${lang}/pageeditor-api/pages/${row.id}/`}
    question={text(lang, "trash_question", { name: row.title })} next={next} danger />
);

/** CMS pages: each leads to its page in edit mode (?edit); new pages start here, old ones go to the trash. */
export async function PagesList({ db, lang, label, query }: ListProps) {
  if (query.view === "tree") return <><ViewTabs lang={lang} view="tree" /><PageTreeView db={db} lang={lang} /></>;
  if (query.view === "trash") return <><ViewTabs lang={lang} view="trash" /><TrashView db={db} lang={lang} /></>;
  const [{ rows, page, hasNext }, tree] = await Promise.all([listPages(db, lang, query), listPageTree(db, lang)]);
  const next = dashboardUrl(lang, "pages");
  return (
    <>
      <ViewTabs lang={lang} view="list" />
      <DataTable caption={caption(lang, label, query)} empty={text(lang, "none")}
        columns={[{ key: "title", label: text(lang, "col_title") }, { key: "path", label: text(lang, "col_path") }, { key: "online", label: text(lang, "col_online") },
          { key: "menu", label: text(lang, "col_menu") }, { key: "updated", label: text(lang, "col_updated") }, { key: "actions", label: text(lang, "col_actions") }]}
        rows={rows.map((row) => ({ id: row.id, cells: [
          <a key="t" href={`${row.url}?edit`} aria-label={text(lang, "edit_named", { name: row.title })}>{row.title}</a>,
          <code key="p">{row.url}</code>, yesNo(lang, row.is_online), yesNo(lang, row.in_menu),
          <time key="u" dateTime={row.updated_at}>{formatDateTime(row.updated_at, lang, "numeric")}</time>,
          <span key="a">{trashAction(lang, row, next)}</span>,
        ] }))} />
      <Pager lang={lang} page={page} hasNext={hasNext} q={query.q} />
      <PageCreateForm lang={lang} parents={parentChoices(tree)} />
    </>
  );
}

/** Every page as a choice of parent, indented by depth so the tree reads in a plain select. */
function parentChoices(nodes: PageTreeNode[], depth = 0): ParentChoice[] {
  return nodes.flatMap((node) => [{ id: node.id, label: `${"— ".repeat(depth)}${node.title} (${node.url})` }, ...parentChoices(node.children, depth + 1)]);
}

function TreeLevel({ lang, nodes, next }: { lang: Locale; nodes: PageTreeNode[]; next: string }) {
  return nodes.map((node) => (
    <li key={node.id}>
      <div className={styles.treeRow}>
        <a href={`${node.url}?edit`} aria-label={text(lang, "edit_named", { name: node.title })}>{node.title}</a>
        <code>{node.url}</code>
        {!node.is_online && <span className={styles.muted}>({text(lang, "offline")})</span>}
        {trashAction(lang, node, next)}
      </div>
      {node.children.length > 0 && <ul><TreeLevel lang={lang} nodes={node.children} next={next} /></ul>}
    </li>
  ));
}

async function PageTreeView({ db, lang }: Pick<ListProps, "db" | "lang">) {
  const tree = await listPageTree(db, lang);
  if (!tree.length) return <p role="status">{text(lang, "none")}</p>;
  return (
    <section aria-labelledby="page-tree-title">
      <h2 id="page-tree-title">{text(lang, "tree_caption")}</h2>
      <ul className={styles.tree}><TreeLevel lang={lang} nodes={tree} next={`${dashboardUrl(lang, "pages")}?view=tree`} /></ul>
    </section>
  );
}

async function TrashView({ db, lang }: Pick<ListProps, "db" | "lang">) {
  const rows = await listTrash(db, lang);
  const next = `${dashboardUrl(lang, "pages")}?view=trash`;
  return (
    <DataTable caption={text(lang, "trash_caption")} empty={text(lang, "trash_empty")}
      columns={[{ key: "title", label: text(lang, "col_title") }, { key: "path", label: text(lang, "col_path") }, { key: "deleted", label: text(lang, "col_deleted") },
        { key: "by", label: text(lang, "col_deleted_by") }, { key: "versions", label: text(lang, "col_versions") }, { key: "actions", label: text(lang, "col_actions") }]}
      rows={rows.map((row) => ({ id: row.id, cells: [
        row.title, <code key="p">{row.url}</code>,
        <time key="d" dateTime={row.deleted_at}>{formatDateTime(row.deleted_at, lang, "numeric")}</time>, row.deleted_by ?? "–", row.versions,
        <span key="a" className={styles.actions}>
          <ConfirmAction lang={lang} label={text(lang, "restore_named", { name: row.title })} method="POST" url={`/${lang}/dashboard-api/trash/${row.id}/`} next={next} />
          <ConfirmAction lang={lang} label={text(lang, "purge_named", { name: row.title })} method="DELETE" url={`/${lang}/dashboard-api/trash/${row.id}/`}
            question={text(lang, "purge_question", { name: row.title })} next={next} danger />
        </span>,
      ] }))} />
  );
}
