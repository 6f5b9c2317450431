import "server-only";
import type { UserRole } from "@schemas/entities/user";
import { formatDateTime } from "@schemas/rules/dates";
import { listUsers } from "../server/admin/other-lists";
import { dashboardUrl } from "../server/auth/admin-menus";
import { ConfirmAction } from "./confirm-action.client";
import { EditorRowForm } from "./editor-row-form.client";
import { DataTable, Pager } from "./list-parts";
import { NewEditorForm } from "./new-editor-form.client";
import { caption, yesNo, type ListProps } from "./other-lists";
import { dashboardText as text } from "./text";
import { userAdminText } from "./user-admin-text";

const roleText = (lang: ListProps["lang"], role: UserRole) => userAdminText(lang, role === "admin" ? "role_admin" : "role_editor");

/**
 * The user admin (admins only, see access.ts): editor accounts with their role and active
 * flag, a form for new ones, and the visitors' accounts apart and read-only.
 */
export async function UsersAdmin({ db, lang, label, query }: ListProps) {
  const [editors, visitors] = await Promise.all([listUsers(db, query, "editors"), listUsers(db, query, "visitors")]);
  const listUrl = dashboardUrl(lang, "users");
  const login = (value: string | null) => (value ? <time dateTime={value}>{formatDateTime(value, lang, "numeric")}</time> : "–");
  return (
    <>
      <NewEditorForm lang={lang} />
      <h2>{userAdminText(lang, "editors")}</h2>
      <DataTable caption={caption(lang, label, query)} empty={text(lang, "none")}
        columns={[{ key: "user", label: text(lang, "col_user") }, { key: "email", label: text(lang, "col_email") },
          { key: "role", label: text(lang, "col_role") }, { key: "login", label: text(lang, "col_login") }, { key: "actions", label: text(lang, "col_actions") }]}
        rows={editors.rows.map((row) => {
          const role: UserRole = row.role === "admin" ? "admin" : "editor";
          return { id: row.id, cells: [
            <span key="u">{row.username}{row.name && <><br />{row.name}</>}</span>, row.email,
            [roleText(lang, role), row.is_active ? "" : userAdminText(lang, "inactive"), row.first_login_pending ? userAdminText(lang, "pending_password") : ""]
              .filter(Boolean).join(", "),
            login(row.last_login),
            <span key="a">
              <EditorRowForm lang={lang} id={row.id} username={row.username} role={role} isActive={row.is_active} />
              {row.is_active && (
                <ConfirmAction lang={lang} label={userAdminText(lang, "deactivate_of", { name: row.username })} method="DELETE"
                  url={`/${lang}/dashboard-api/users/${row.id}/`} question={userAdminText(lang, "deactivate_question", { name: row.username })}
                  next={listUrl} danger />
              )}
            </span>,
          ] };
        })} />
      <Pager lang={lang} page={editors.page} hasNext={editors.hasNext || visitors.hasNext} q={query.q} />
      <h2>{userAdminText(lang, "visitors")}</h2>
      <p>{userAdminText(lang, "visitors_note")}</p>
      <DataTable caption={userAdminText(lang, "visitors")} empty={text(lang, "none")}
        columns={[{ key: "user", label: text(lang, "col_user") }, { key: "name", label: text(lang, "col_name") },
          { key: "active", label: text(lang, "col_active") }, { key: "login", label: text(lang, "col_login") }]}
        rows={visitors.rows.map((row) => ({ id: row.id, cells: [row.username, row.name || "–", yesNo(lang, row.is_active), login(row.last_login)] }))} />
    </>
  );
}
