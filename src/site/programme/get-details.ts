import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { cached, cachedFound } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { getEventDetail } from "@/server/services/event-detail";
import { getArticleDetail, getPersonDetail, getProductionDetail, getSeriesDetail, getVenueDetail, listPeople } from "@/server/services/entity-details";

/*
 * Detail reads of the programme pages, cached under the tags their saves revalidate. An id
 * that names nothing (the page answers 404) is not kept (cachedFound).
 */

const db = async () => (await getDb()).db;

/** Details with published sections also carry the entity's own tag: publishing it revalidates that page alone. */
export const getCachedEvent = (id: number, lang: Locale) =>
  cachedFound(async () => getEventDetail(await db(), id, lang), ["site", "event", String(id), lang], [TAGS.events, TAGS.people, TAGS.venues, TAGS.productions, TAGS.owner("programme.event", id)])();
export const getCachedProduction = (id: number, lang: Locale) =>
  cachedFound(async () => getProductionDetail(await db(), id, lang), ["site", "production", String(id), lang], [TAGS.productions, TAGS.events, TAGS.people, TAGS.owner("programme.production", id)])();
export const getCachedSeries = cachedFound(async (id: number, lang: Locale) => getSeriesDetail(await db(), id, lang), ["site", "series"], [TAGS.series, TAGS.events]);
export const getCachedVenue = cachedFound(async (id: number, lang: Locale) => getVenueDetail(await db(), id, lang), ["site", "venue"], [TAGS.venues, TAGS.events]);
export const getCachedPerson = cachedFound(async (id: number, lang: Locale) => getPersonDetail(await db(), id, lang), ["site", "person"], [TAGS.people, TAGS.events, TAGS.productions, TAGS.articles]);
export const getCachedPeople = cached(async (lang: Locale) => listPeople(await db(), lang), ["site", "people"], [TAGS.people]);
export const getCachedArticle = (id: number, lang: Locale) =>
  cachedFound(async () => getArticleDetail(await db(), id, lang), ["site", "article", String(id), lang], [TAGS.articles, TAGS.people, TAGS.owner("magazine.article", id)])();
