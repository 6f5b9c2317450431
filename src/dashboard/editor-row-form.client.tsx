"use client";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { FieldErrors } from "@schemas/rules/messages";
import type { UserRole } from "@schemas/entities/user";
import { dashboardCall } from "./dashboard-call";
import { dashboardText } from "./text";
import { userAdminText } from "./user-admin-text";
import styles from "./dashboard.module.css";
import { useHydrated } from "@/site/use-hydrated";

interface Props { lang: Locale; id: number; username: string; role: UserRole; isActive: boolean }

/**
 * One editor account's role and active flag, saved together. The server's refusals (one's
 * own account, the last admin) are shown under the row and announced.
 */
export function EditorRowForm({ lang, id: accountId, username, role, isActive }: Props) {
  const hydrated = useHydrated();
  const id = useId();
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = { role: String(data.get("role")), is_active: data.get("is_active") === "on" };
    setBusy(true);
    const outcome = await dashboardCall("PATCH", `/${lang}/dashboard-api/users/${accountId}/`, body);
    setBusy(false);
    setErrors(outcome.kind === "invalid" ? outcome.errors : {});
    setStatus(dashboardText(lang, outcome.kind === "done" ? "saved" : outcome.kind === "invalid" ? "check_fields" : outcome.kind));
    if (outcome.kind === "done") router.refresh();
  };

  const message = [errors.role, errors.is_active, errors._root].flat().filter(Boolean).join(" ");
  return (
    <form onSubmit={(event) => void submit(event)} className={styles.action} aria-describedby={message ? `${id}-error` : undefined}>
      <label htmlFor={`${id}-role`} className="visually-hidden">{userAdminText(lang, "role_of", { name: username })}</label>
      <select id={`${id}-role`} name="role" defaultValue={role} aria-invalid={errors.role ? true : undefined}>
        <option value="editor">{userAdminText(lang, "role_editor")}</option>
        <option value="admin">{userAdminText(lang, "role_admin")}</option>
      </select>
      <label>
        <input type="checkbox" name="is_active" defaultChecked={isActive} aria-invalid={errors.is_active ? true : undefined} />{" "}
        <span className="visually-hidden">{username}: </span>{dashboardText(lang, "col_active")}
      </label>
      <button type="submit" className={styles.secondary} disabled={busy || !hydrated} aria-label={userAdminText(lang, "save_of", { name: username })}>
        {dashboardText(lang, busy ? "saving" : "save")}
      </button>
      {message && <span id={`${id}-error`} className={styles.fieldError}>{message}</span>}
      <span role="status" className={styles.muted}>{message ? "" : status}</span>
    </form>
  );
}
