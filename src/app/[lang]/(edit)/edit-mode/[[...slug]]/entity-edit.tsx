import type { Locale } from "@schemas/rules/localized";
import type { LoginState } from "@schemas/api/auth";
import type { RenderContext } from "@modules/render-types";
import type { Db } from "@/server/db/open";
import { listSections } from "@/server/content/sections";
import { sectionVersions } from "@/server/content/section-versions";
import { moduleCounts } from "@/server/content/copy-language";
import type { EntityOwner } from "@/server/content/entity-owner";
import { PageHeader } from "@/site/shell/page-header";
import { EditorRoot } from "@/editor/editor-root";
import { renderedViews } from "./rendered-views";
import { sectionViews } from "./section-views-action";
import { moduleView } from "./module-view-action";
import { startLanguage } from "./start-language";
import { EditModeBody } from "./edit-mode-body";

interface Props {
  db: Db;
  lang: Locale;
  entity: EntityOwner;
  user: LoginState;
  ctx: RenderContext;
}

/**
 * Edit mode on an entity's detail page (an event, a production …): the editor works on the
 * entity's own sections (content_type + object_id), and the header links to the entity's
 * change page in the admin for its other fields.
 */
export async function EntityEdit({ db, lang, entity, user, ctx }: Props) {
  const owner = { content_type: entity.content_type, object_id: entity.object_id };
  const [sections, counts, versions] = await Promise.all([
    listSections(db, { ...owner, lang }, undefined, { keepInvalid: true }), moduleCounts(db, owner), sectionVersions(db, { ...owner, lang }),
  ]);
  return (
    <article data-entity-type={entity.content_type} data-entity-id={entity.object_id}>
      <EditModeBody />
      <PageHeader lang={lang} title={entity.name} trail={[{ id: entity.object_id, title: entity.name, url: entity.url }]} />
      <EditorRoot lang={lang} owner={owner} user={user} title={entity.name} exitUrl={entity.url} sections={sections} versions={versions} rendered={renderedViews(sections, ctx)} renderViews={sectionViews} renderModule={moduleView}
        entityLink={entity.admin} startFrom={startLanguage(lang, counts)} />
    </article>
  );
}
