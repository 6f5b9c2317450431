import "server-only";
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import { articleItemSchema } from "@schemas/api/article";
import { breakingNewsListSchema } from "@schemas/api/breaking-news";
import { eventItemSchema } from "@schemas/api/event";
import { articlesQuerySchema, articlesTeaserQuerySchema } from "@schemas/api/magazine-query";
import { openingHoursTodaySchema } from "@schemas/api/opening-hours-today";
import { articleCategorySchema, calendarSchema, filterOptionSchema, seasonOptionSchema, typeOptionSchema } from "@schemas/api/options";
import { pagedSchema } from "@schemas/api/paging";
import { productionItemSchema } from "@schemas/api/programme-details";
import { calendarQuerySchema, eventsQuerySchema, productionsQuerySchema, teasersQuerySchema } from "@schemas/api/programme-query";
import { langQuerySchema } from "@schemas/api/site-query";
import { siteStatusSchema } from "@schemas/api/site-status";
import { teaserItemSchema } from "@schemas/api/teaser";
import { userDetailsSchema } from "@schemas/api/user-details";
import { errors, json, pathParams } from "./responses";

/*
 * The calls the site serves in two forms (001 §7): with the language prefix, where the prefix
 * is the language, and without it, where ?lang= or Accept-Language is (German without either).
 * Both forms reach one handler, so each call is written once here and documented twice.
 */

const tag = { tags: ["public"] };
const settings = z.looseObject({ is_site_online: z.boolean(), is_shop_online: z.boolean() });

interface Call {
  summary: string;
  answer: z.ZodType;
  query?: z.ZodObject;
}

const operation = ({ summary, answer }: Call, requestParams: ZodOpenApiOperationObject["requestParams"]): ZodOpenApiOperationObject => ({
  ...tag, summary, requestParams, responses: { 200: { description: summary, ...json(answer) }, 400: errors[400] },
});

/** `/api/x/` and `/{lang}/api/x/` of one call. */
function bothForms(path: string, call: Call): ZodOpenApiPathsObject {
  const query = call.query ?? z.object({});
  return {
    [path]: { get: operation(call, { query: query.extend(langQuerySchema.shape) }) },
    [`/{lang}${path}`]: { get: operation(call, { ...pathParams({}), query }) },
  };
}

const options = (summary: string, item: z.ZodType): Call => ({ summary, answer: z.array(item) });

export const repositoryPaths: ZodOpenApiPathsObject = {
  ...bothForms("/api/rooms/", options("Location filter options", filterOptionSchema)),
  ...bothForms("/api/exhibition-types/", options("Event type filter options (id is the slug)", typeOptionSchema)),
  ...bothForms("/api/event-tags/", options("Event tag filter options shown in the filter", filterOptionSchema)),
  ...bothForms("/api/series/", options("Series filter options shown in the filter", filterOptionSchema)),
  ...bothForms("/api/genres/", options("Genre filter options", filterOptionSchema)),
  ...bothForms("/api/seasons/", options("Season filter options", seasonOptionSchema)),
  ...bothForms("/api/production-tags/", options("Production tag filter options shown in the filter", filterOptionSchema)),
  ...bothForms("/api/article-categories/", options("Magazine categories", articleCategorySchema)),
  ...bothForms("/api/calendar/", { summary: "The days of date's month with events and their availability", answer: calendarSchema, query: calendarQuerySchema }),
  ...bothForms("/api/breaking-news/", { summary: "The current alerts, newest first", answer: breakingNewsListSchema }),
  ...bothForms("/api/opening-hours-today/", { summary: "Today's opening hours (Europe/Berlin)", answer: openingHoursTodaySchema }),
  ...bothForms("/api/user-details/", { summary: "The visitor's login state for the header", answer: userDetailsSchema }),
  ...bothForms("/api/events/", { summary: "The event list, 10 per page", answer: pagedSchema(eventItemSchema), query: eventsQuerySchema }),
  ...bothForms("/api/productions/", { summary: "The production list", answer: pagedSchema(productionItemSchema), query: productionsQuerySchema }),
  ...bothForms("/api/teasers/", { summary: "Calendar teasers positioned on or after date", answer: pagedSchema(teaserItemSchema), query: teasersQuerySchema }),
  ...bothForms("/api/articles/", { summary: "Magazine articles, newest first", answer: pagedSchema(articleItemSchema), query: articlesQuerySchema }),
  ...bothForms("/api/articles-teaser/", { summary: "The newest articles as teasers", answer: z.array(articleItemSchema), query: articlesTeaserQuerySchema }),
  "/pageeditor-api/settings": { get: operation({ summary: "Site status and the shell's settings", answer: settings }, undefined) },
  "/{lang}/pageeditor-api/settings": { get: operation({ summary: "Site status and the shell's settings", answer: settings }, pathParams({})) },
  "/{lang}/api/example": { get: operation({ summary: "The site's status: language, site and shop online", answer: siteStatusSchema }, pathParams({})) },
};
