import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  cartCreateSchema, cartErrorSchema, cartPositionChangeSchema, cartResponseSchema, cartViewSchema, checkoutSchema, eventTicketsSchema, orderSchema,
} from "@schemas/api/shop-cart";
import { langQuerySchema } from "@schemas/api/site-query";
import { errors, json, pathParams } from "../openapi/responses";

/** The cart and ticket calls (001 §3, §7; booking-common), spread into the public paths. */

const tag = { tags: ["shop"] };
const headers = z.object({
  "Idempotency-Key": z.string().max(255).optional().meta({ description: "Retries with the same key and request replay the first answer (24 h)" }),
});
const refusal = (description: string) => ({ description, ...json(cartErrorSchema) });
const unsafe = {
  400: errors[400],
  403: errors[403],
  409: refusal("-214 not enough seats; or code 409: the same Idempotency-Key is still being processed"),
  422: refusal("-204 no current reservation; or code 422: the Idempotency-Key was used for another request"),
  503: refusal("The shop is busy (lock timeout after retries); nothing changed, try again (Retry-After)"),
};
const cookies = "Sets shop_cart (HttpOnly), cart_amount and cart_url (Max-Age 900, SHOP_COOKIE_DOMAIN)";
const positionPath = { path: z.object({ id: z.coerce.number().int().positive() }), query: langQuerySchema, header: headers };

export const shopPaths: ZodOpenApiPathsObject = {
  "/api/shop-cart/": {
    get: { ...tag, summary: "The visitor's cart (unexpired positions), no-store", requestParams: { query: langQuerySchema }, responses: { 200: { description: "Cart", ...json(cartViewSchema) } } },
    post: {
      ...tag, summary: "Reserve one seat group's tickets for 15 minutes (CSRF header)", security: [{ csrf: [] }],
      requestParams: { query: langQuerySchema, header: headers }, requestBody: json(cartCreateSchema),
      responses: { 200: { description: `Reserved. ${cookies}`, ...json(cartResponseSchema) }, ...unsafe },
    },
  },
  "/api/shop-cart/positions/{id}/": {
    patch: {
      ...tag, summary: "New quantity of a position (0 removes it; more needs free seats)", security: [{ csrf: [] }],
      requestParams: positionPath, requestBody: json(cartPositionChangeSchema),
      responses: { 200: { description: "Cart, with a refreshed cart_amount cookie", ...json(cartViewSchema) }, ...unsafe },
    },
    delete: {
      ...tag, summary: "Remove a position", security: [{ csrf: [] }], requestParams: positionPath,
      responses: { 200: { description: "Cart, with a refreshed cart_amount cookie", ...json(cartViewSchema) }, ...unsafe },
    },
  },
  "/api/shop-cart/checkout/": {
    post: {
      ...tag, summary: "Turn the held positions into an order (no payment in the built-in shop)", security: [{ csrf: [] }],
      requestParams: { query: langQuerySchema, header: headers }, requestBody: json(checkoutSchema),
      responses: { 201: { description: "Order placed", ...json(orderSchema) }, ...unsafe },
    },
  },
  "/{lang}/api/events/{id}/tickets/": {
    get: {
      ...tag, summary: "Live seat groups, prices, timeslots and seats left for the booking widget (no-store)",
      requestParams: pathParams({ id: z.coerce.number().int().positive() }),
      responses: { 200: { description: "Tickets", ...json(eventTicketsSchema) }, 400: errors[400], 404: errors[404] },
    },
  },
};
