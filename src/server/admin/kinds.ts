import "server-only";
import { desc, sql } from "drizzle-orm";
import { endAfterStart } from "@schemas/entities/common";
import type { Locale } from "@schemas/rules/localized";
import { ENTITY_SCHEMAS, type EntityKey } from "@schemas/entities/entity-kinds";
import { TAGS } from "../cache-tags";
import {
  articles, articlesTags, events, eventsPeople, eventsTags, forms, people, productions, productionsPeople, productionsTags,
  series, venues,
} from "../db/schema";
import { translation } from "../db/schema/search-columns";
import { articleUrl, eventUrl, personUrl, productionUrl, seriesUrl, venueUrl } from "../services/links";
import { routePath } from "@/i18n/routes";
import { contributorLinks, tagLinks } from "./relations";
import { tableKind, type EntityKind } from "./table-kind";

/*
 * The dashboard's entity kinds (an admin page for each entity): schema, table, name,
 * order, public URL. Everything else (list, change form, PATCH) is generic over this table.
 * Each change also revalidates the CMS pages: their modules (event lists, teasers, venue
 * lists) show these rows.
 */

const nameOf = (lang: Locale) => translation("name", lang);
const titleOf = (lang: Locale) => translation("title", lang);
const rule = endAfterStart("date_start", "date_end") as EntityKind["rule"];

export const ENTITY_KINDS: Record<EntityKey, EntityKind> = {
  events: tableKind({
    key: "events", schema: ENTITY_SCHEMAS.events, table: events, tags: [TAGS.events, TAGS.pages],
    name: nameOf, order: [desc(events.date_start)], when: events.date_start, url: eventUrl, rule,
    relations: [
      tagLinks("tag_ids", eventsTags, { owner: eventsTags.event_id, tag: eventsTags.tag_id }, (event_id, tag_id) => ({ event_id, tag_id })),
      contributorLinks(eventsPeople, { owner: eventsPeople.event_id, person: eventsPeople.person_id, role: eventsPeople.role, position: eventsPeople.position },
        (event_id, item, position) => ({ event_id, person_id: item.person_id, role: item.role, position })),
    ],
  }),
  productions: tableKind({
    key: "productions", schema: ENTITY_SCHEMAS.productions, table: productions, tags: [TAGS.productions, TAGS.pages],
    name: nameOf, order: [sql`${productions.date_start} desc nulls last`], when: productions.date_start, url: productionUrl, rule,
    relations: [
      tagLinks("tag_ids", productionsTags, { owner: productionsTags.production_id, tag: productionsTags.tag_id }, (production_id, tag_id) => ({ production_id, tag_id })),
      contributorLinks(productionsPeople, { owner: productionsPeople.production_id, person: productionsPeople.person_id, role: productionsPeople.role, position: productionsPeople.position },
        (production_id, item, position) => ({ production_id, person_id: item.person_id, role: item.role, position })),
    ],
  }),
  series: tableKind({
    key: "series", schema: ENTITY_SCHEMAS.series, table: series, tags: [TAGS.series, TAGS.pages],
    name: nameOf, order: [series.position, sql`${nameOf("de")}`], url: seriesUrl,
  }),
  magazine: tableKind({
    key: "magazine", schema: ENTITY_SCHEMAS.magazine, table: articles, tags: [TAGS.articles, TAGS.pages],
    name: titleOf, order: [desc(articles.published_at)], when: articles.published_at, url: articleUrl,
    relations: [tagLinks("tag_ids", articlesTags, { owner: articlesTags.article_id, tag: articlesTags.tag_id }, (article_id, tag_id) => ({ article_id, tag_id }))],
  }),
  people: tableKind({
    key: "people", schema: ENTITY_SCHEMAS.people, table: people, tags: [TAGS.people, TAGS.pages],
    name: () => sql`${people.first_name} || ' ' || ${people.last_name}`, order: [people.last_name, people.first_name], url: personUrl,
  }),
  venues: tableKind({
    key: "venues", schema: ENTITY_SCHEMAS.venues, table: venues, tags: [TAGS.venues, TAGS.pages],
    name: nameOf, order: [venues.position, sql`${nameOf("de")}`], url: venueUrl,
  }),
  forms: tableKind({
    key: "forms", schema: ENTITY_SCHEMAS.forms, table: forms, tags: [TAGS.forms, TAGS.pages],
    name: titleOf, order: [sql`${titleOf("de")}`], url: (lang, slug, id) => routePath("form", lang, { slug, id }),
  }),
};
