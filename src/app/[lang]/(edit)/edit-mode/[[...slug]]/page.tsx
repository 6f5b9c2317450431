import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { pagePathSchema } from "@schemas/entities/page";
import { getDb } from "@/server/db/client";
import { getPageEntity } from "@/server/content/page-entity";
import { hadSessionCookie, sessionUser } from "@/server/auth/session";
import { loginState } from "@/server/auth/admin-menus";
import { getT } from "@/i18n/translate";
import { matchRoute } from "@/i18n/routes";
import { findEntityOwner, isEntityRoute } from "@/server/content/entity-owner";
import { moduleCounts } from "@/server/content/copy-language";
import { PageHeader } from "@/site/shell/page-header";
import { EditorRoot } from "@/editor/editor-root";
import { LoginGate } from "@/editor/auth/login-gate";
import { versionParam } from "@/editor/header/version-links";
import { getPageVersion } from "@/server/content/versions";
import { sectionVersions } from "@/server/content/section-versions";
import { VersionPreview, versionSnapshotSchema } from "./version-preview";
import { EntityEdit } from "./entity-edit";
import { renderedViews } from "./rendered-views";
import { sectionViews } from "./section-views-action";
import { moduleView } from "./module-view-action";
import { startLanguage } from "./start-language";
import { EditModeBody } from "./edit-mode-body";

interface Props {
  params: Promise<{ lang: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Edit mode (000 §4): the proxy rewrites `?edit` here for browsers with a session cookie
// (src/server/http/proxy-rules.ts), on CMS pages and on entity detail pages (event,
// production, series, venue, person, article), whose own sections are edited then. Rendered per request and never cached: it reads the
// session and the page as stored now, offline pages included. Only this route imports
// src/editor, so no editor code reaches a visitor's page.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false, follow: false } };

const decodeSegments = (slug: string[]) => {
  try {
    return slug.map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
};

export default async function EditPage({ params, searchParams }: Props) {
  const { lang, slug = [] } = await params;
  const query = await searchParams;
  if (!isLocale(lang)) notFound();
  const store = await cookies();
  const user = await sessionUser({ cookies: store });
  // No valid session: the login modal, then this page in edit mode. It says the session
  // ended only when a session cookie shows there was one.
  if (!user) return <LoginGate lang={lang} expired={hadSessionCookie({ cookies: store })} />;
  const decoded = decodeSegments(slug);
  const { db } = await getDb();
  const ctx = { lang, t: getT(lang), now: new Date() };
  // matchRoute decodes segments itself: it gets the path as requested.
  const route = decoded === null ? null : matchRoute(`/${lang}/${slug.join("/")}`);
  if (route && isEntityRoute(route.name)) {
    const id = Number(route.params.id);
    const entity = Number.isInteger(id) && id > 0 ? await findEntityOwner(db, lang, route.name, id) : null;
    if (!entity) notFound();
    return <EntityEdit db={db} lang={lang} entity={entity} user={loginState(user, lang)} ctx={ctx} />;
  }
  const path = pagePathSchema.safeParse(decoded);
  if (!path.success) notFound();
  // The working copy: what the editor changes and will publish.
  const page = await getPageEntity(db, lang, path.data, { working: true });
  if (!page) notFound();

  const isHome = page.urls[lang] === `/${lang}`;
  const header = <PageHeader lang={lang} title={page.headline || page.title} hidden={isHome}
    trail={[...page.breadcrumbs, { id: page.id, title: page.title, url: page.urls[lang] }]} />;
  // ?v= (rewritten here by the proxy for editors only): an older version, read-only.
  const versionId = versionParam(query.v);
  if (query.v !== undefined) {
    const version = versionId === null ? null : await getPageVersion(db, page.id, versionId);
    const snapshot = versionSnapshotSchema.safeParse(version?.snapshot);
    if (!version || !snapshot.success) notFound();
    return (
      <article data-page-id={page.id} data-version-id={version.id}>
        {header}
        <VersionPreview lang={lang} snapshot={snapshot.data} createdAt={version.created_at} editUrl={`${page.urls[lang]}?edit`} ctx={ctx} />
      </article>
    );
  }
  // The same server renderers as the visitor's page; the editor places them in its wrappers.
  const [counts, versions] = await Promise.all([
    moduleCounts(db, { content_type: "cms.page", object_id: page.id }),
    sectionVersions(db, { content_type: "cms.page", object_id: page.id, lang }),
  ]);
  return (
    <article data-page-id={page.id}>
      <EditModeBody />
      {header}
      <EditorRoot lang={lang} owner={{ content_type: "cms.page", object_id: page.id }} user={loginState(user, lang)} title={page.title} exitUrl={page.urls[lang]}
        sections={page.modules} versions={versions} rendered={renderedViews(page.modules, ctx)} renderViews={sectionViews} renderModule={moduleView} startFrom={startLanguage(lang, counts)} />
    </article>
  );
}
