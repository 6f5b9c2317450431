import "server-only";
import { notFound } from "next/navigation";
import type { Locale } from "@schemas/rules/localized";
import { adminMenuEntry, dashboardUrl } from "../server/auth/admin-menus";
import { dashboardAccess } from "./access";
import { DashboardLogin } from "./dashboard-login";
import { DashboardShell } from "./dashboard-shell";
import { EntityCreateForm } from "./entity-create-form.client";
import type { CreatableKey } from "@schemas/entities/entity-kinds";
import { entityText } from "./entity-text";
import { dashboardText } from "./text";

/** What a new entry starts with: offline, and a story dated now (its publication date is required). */
const defaultsOf = (key: CreatableKey): Record<string, unknown> => ({
  is_online: false,
  ...(key === "magazine" ? { published_at: new Date().toISOString() } : {}),
});

/** /{lang}/dashboard/{key}/new/ — a new entity of a list (000 §2: the dashboard creates what it lists). */
export async function EntityCreatePage({ lang, entityKey }: { lang: Locale; entityKey: CreatableKey }) {
  const access = await dashboardAccess(entityKey);
  if (access.kind === "login" || access.kind === "password") return <DashboardLogin lang={lang} access={access} />;
  if (access.kind !== "ok") notFound();
  const label = adminMenuEntry(entityKey)!.label[lang];
  return (
    <DashboardShell lang={lang} user={access.user} current={entityKey}>
      <p><a href={dashboardUrl(lang, entityKey)}>{dashboardText(lang, "back_to_list")}: {label}</a></p>
      <h1>{entityText(lang, "create_title", { label })}</h1>
      <p>{entityText(lang, "create_intro")}</p>
      <EntityCreateForm lang={lang} entityKey={entityKey} defaults={defaultsOf(entityKey)} />
    </DashboardShell>
  );
}
