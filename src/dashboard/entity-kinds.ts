import type { z } from "zod";
import { updateArticleSchema } from "../../schemas/entities/article";
import { updateEventSchema } from "../../schemas/entities/event";
import { updateFormSchema } from "../../schemas/entities/form";
import { updatePersonSchema } from "../../schemas/entities/person";
import { updateProductionSchema } from "../../schemas/entities/production";
import { updateSeriesSchema } from "../../schemas/entities/series";
import { updateVenueSchema } from "../../schemas/entities/venue";

/**
 * The entities the dashboard edits, by their admin-menu key (src/server/auth/admin-menus.ts),
 * with the update schema the change form and PATCH /{lang}/dashboard-api/{key}/{id}/ both
 * check with. Browser-safe: the change form imports it; the server's half (tables, URLs)
 * is src/server/admin/kinds.ts.
 */
export const ENTITY_SCHEMAS = {
  events: updateEventSchema,
  productions: updateProductionSchema,
  series: updateSeriesSchema,
  magazine: updateArticleSchema,
  people: updatePersonSchema,
  venues: updateVenueSchema,
  forms: updateFormSchema,
} as const satisfies Record<string, z.ZodObject>;

export type EntityKey = keyof typeof ENTITY_SCHEMAS;
export const ENTITY_KEYS = Object.keys(ENTITY_SCHEMAS) as EntityKey[];

export const isEntityKey = (key: string): key is EntityKey => Object.hasOwn(ENTITY_SCHEMAS, key);

/** The update schema's fields, each with its own schema (field metadata sits on those). */
export const entityFields = (key: EntityKey): Record<string, z.ZodType> => ENTITY_SCHEMAS[key].shape;
