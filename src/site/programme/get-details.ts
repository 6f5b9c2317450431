import "server-only";
import type { Locale } from "../../../schemas/rules/localized";
import { cached } from "../../server/cache";
import { TAGS } from "../../server/cache-tags";
import { getDb } from "../../server/db/client";
import { getEventDetail } from "../../server/services/event-detail";
import { getArticleDetail, getPersonDetail, getProductionDetail, getSeriesDetail, getVenueDetail, listPeople, listVenues } from "../../server/services/entity-details";

/* Detail reads of the programme pages, cached under the tags their saves revalidate. */

const db = async () => (await getDb()).db;

export const getCachedEvent = cached(async (id: number, lang: Locale) => getEventDetail(await db(), id, lang), ["site", "event"], [TAGS.events, TAGS.people, TAGS.venues, TAGS.productions]);
export const getCachedProduction = cached(async (id: number, lang: Locale) => getProductionDetail(await db(), id, lang), ["site", "production"], [TAGS.productions, TAGS.events, TAGS.people]);
export const getCachedSeries = cached(async (id: number, lang: Locale) => getSeriesDetail(await db(), id, lang), ["site", "series"], [TAGS.series, TAGS.events]);
export const getCachedVenue = cached(async (id: number, lang: Locale) => getVenueDetail(await db(), id, lang), ["site", "venue"], [TAGS.venues, TAGS.events]);
export const getCachedVenues = cached(async (lang: Locale) => listVenues(await db(), lang), ["site", "venues"], [TAGS.venues]);
export const getCachedPerson = cached(async (id: number, lang: Locale) => getPersonDetail(await db(), id, lang), ["site", "person"], [TAGS.people, TAGS.events, TAGS.productions, TAGS.articles]);
export const getCachedPeople = cached(async (lang: Locale) => listPeople(await db(), lang), ["site", "people"], [TAGS.people]);
export const getCachedArticle = cached(async (id: number, lang: Locale) => getArticleDetail(await db(), id, lang), ["site", "article"], [TAGS.articles, TAGS.people]);
