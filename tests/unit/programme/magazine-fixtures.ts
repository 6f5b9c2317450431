import type { Db } from "@/server/db/open";
import { articleCategories, articles, articlesTags, articleTags } from "@/server/db/schema/magazine";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { publishEverything } from "@/server/content/publish";
import { CONTENT_TYPES } from "@/server/services/content-types";
import { headlineSection, pageInput } from "../content/fixtures";
import { both, type Ids } from "./fixtures";

const DAY = 86_400_000;

/** Three published articles (one per month), a scheduled and an offline one, and two pages. */
export async function seedMagazine(db: Db, people?: { author: number }): Promise<Ids> {
  const ids: Ids = {};
  const [art, music] = await db.insert(articleCategories).values([
    { name: both("Kunst", "Art"), slug: both("kunst", "art"), style_name: "cc01", position: 1 },
    { name: both("Musik", "Music"), slug: both("musik", "music"), position: 2 },
  ]).returning({ id: articleCategories.id });
  const [topic] = await db.insert(articleTags).values({ name: both("Restaurierung", "Conservation"), slug: both("restaurierung", "conservation") }).returning({ id: articleTags.id });
  Object.assign(ids, { art: art!.id, music: music!.id, topic: topic!.id });

  const article = async (key: string, values: Partial<typeof articles.$inferInsert>) => {
    const [row] = await db.insert(articles).values({ title: both(`${key} DE`, `${key} EN`), slug: both(`${key}-de`, `${key}-en`), ...values }).returning({ id: articles.id });
    return (ids[key] = row!.id);
  };
  const oldest = await article("oldest", { published_at: new Date("2026-01-01T08:00:00Z"), category_id: art!.id, author_id: people?.author ?? null });
  await article("middle", { published_at: new Date("2026-02-01T08:00:00Z"), category_id: music!.id });
  await article("newest", { published_at: new Date("2026-03-01T08:00:00Z"), category_id: art!.id, teaser_text: both("Gemälde im Licht", "Paintings in light") });
  await article("scheduled", { published_at: new Date(Date.now() + DAY), category_id: art!.id });
  await article("hidden", { published_at: new Date("2026-03-02T08:00:00Z"), is_online: false });
  await db.insert(articlesTags).values({ article_id: oldest, tag_id: topic!.id });
  await replaceSections(db, {
    content_type: CONTENT_TYPES.article, object_id: oldest, lang: "de",
    sections: [headlineSection("article-body", "Die Restauratorin nimmt den Firnis ab")],
  });

  ids.page = await createPage(db, pageInput({ de: "besuch", en: "visit" }));
  await replaceSections(db, {
    content_type: "cms.page", object_id: ids.page, lang: "de",
    sections: [{
      id: "visit-1", type: "section", layout: "100", extra_class: "",
      columns: [{ children: [{ id: "visit-1-t", type: "text", content: "<p>Unsere Ausstellungen und Räume sind barrierefrei &amp; hell. <script>x</script></p>", decrease_distance: false }] }],
    }],
  });
  ids.offlinePage = await createPage(db, pageInput({ de: "entwurf", en: "draft" }, { is_online: false }));
  await replaceSections(db, { content_type: "cms.page", object_id: ids.offlinePage, lang: "de", sections: [headlineSection("draft-1", "Geheime Ausstellungsräume")] });
  // Like the demo seed, the fixtures' sections start published: visitors and search see them.
  await publishEverything(db);
  return ids;
}
