import "server-only";
import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "@schemas/rules/localized";
import { getDb } from "@/server/db/client";
import { forms } from "@/server/db/schema";
import { dashboardAccess, type DashboardAccess } from "../access";

/**
 * The submissions pages' guard: a known language, the forms entry, a numeric id of a stored
 * form (online or not), and an editor's session. Null means 404.
 */
export async function submissionsAccess(params: { lang: string; key: string; id: string }) {
  const { lang, key, id: idText } = params;
  if (!isLocale(lang) || key !== "forms" || !/^\d{1,9}$/.test(idText)) return null;
  const access: DashboardAccess = await dashboardAccess(key);
  const { db } = await getDb();
  const [form] = await db.select({ id: forms.id, title: forms.title }).from(forms).where(eq(forms.id, Number(idText)));
  return form ? { lang: lang as Locale, access, db, form } : null;
}
