import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@schemas/rules/localized";
import { adminMenuEntry } from "@/server/auth/admin-menus";
import { getDb } from "@/server/db/client";
import { dashboardAccess } from "@/dashboard/access";
import { DashboardLogin } from "@/dashboard/dashboard-login";
import { DashboardShell } from "@/dashboard/dashboard-shell";
import { isEntityKey } from "@schemas/entities/entity-kinds";
import { EntityList } from "@/dashboard/entity-list";
import { Forbidden } from "@/dashboard/forbidden";
import { SearchForm } from "@/dashboard/list-parts";
import { parseListQuery, type DashboardListQuery } from "@/dashboard/list-query";
import { MediaList, RedirectsList, SettingsView } from "@/dashboard/other-lists";
import { UsersAdmin } from "@/dashboard/users-admin";
import { PagesList } from "@/dashboard/pages-views";
import { OutboxList } from "@/dashboard/outbox-views";
import { FormCreate } from "@/dashboard/forms/form-create.client";
import type { Db } from "@/server/db/open";

interface Props {
  params: Promise<{ lang: string; key: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, key } = await params;
  const entry = adminMenuEntry(key);
  return isLocale(lang) && entry ? { title: entry.label[lang], robots: { index: false, follow: false } } : { robots: { index: false, follow: false } };
}

const OTHER_LISTS = { pages: PagesList, media: MediaList, redirects: RedirectsList, users: UsersAdmin } as const;
const isOtherList = (key: string): key is keyof typeof OTHER_LISTS => Object.hasOwn(OTHER_LISTS, key);

async function List({ db, lang, entryKey, label, query }: { db: Db; lang: Locale; entryKey: string; label: string; query: DashboardListQuery }) {
  if (isEntityKey(entryKey)) return <EntityList db={db} lang={lang} entityKey={entryKey} label={label} query={query} />;
  if (isOtherList(entryKey)) {
    const Component = OTHER_LISTS[entryKey];
    return <Component db={db} lang={lang} label={label} query={query} />;
  }
  return entryKey === "settings" ? <SettingsView db={db} lang={lang} label={label} /> : null;
}

/** /{lang}/dashboard/{key}/ — one admin-menu entry's list, searched by name, 50 rows a page. */
export default async function DashboardListPage({ params, searchParams }: Props) {
  const { lang, key } = await params;
  if (!isLocale(lang)) notFound();
  const access = await dashboardAccess(key);
  if (access.kind === "login" || access.kind === "password") return <DashboardLogin lang={lang} access={access} />;
  if (access.kind === "unknown") notFound();
  if (access.kind === "forbidden") return <DashboardShell lang={lang} user={access.user} current={key}><Forbidden lang={lang} /></DashboardShell>;
  const label = adminMenuEntry(key)!.label[lang];
  const query = parseListQuery(await searchParams);
  return (
    <DashboardShell lang={lang} user={access.user} current={key}>
      <h1>{label}</h1>
      {/* The page tree and the trash show everything; only lists are searched. */}
      {key !== "settings" && key !== "outbox" && query.view === "list" && <SearchForm lang={lang} q={query.q} />}
      {key === "forms" && <FormCreate lang={lang} />}
      {key === "outbox" ? <OutboxList lang={lang} label={label} before={(await searchParams).before} />
        : <List db={(await getDb()).db} lang={lang} entryKey={key} label={label} query={query} />}
    </DashboardShell>
  );
}
