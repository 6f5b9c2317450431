import { z } from "zod";
import { field, l } from "../rules/field";
import { linkSchema } from "../rules/link";
import { DESCRIPTION_MAX } from "../rules/text";
import { localizedOptional, localizedSlug, localizedTitle, onlineFlag, position } from "./common";
import { entityImageField } from "./media";

export const ADDRESS_MAX = 500;

/** A venue (/{lang}/venues/{slug}/{id}), shown by the Venue and VenueList modules. */
export const createVenueSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  slug: localizedSlug(),
  // The column may be empty (null): a venue created without one reads back as null.
  address: field(z.string().trim().max(ADDRESS_MAX, { error: "too_long" }).nullable().optional(), {
    label: l("Adresse", "Address"),
    widget: "textarea",
  }),
  description: localizedOptional(l("Kurzbeschreibung", "Short description"), DESCRIPTION_MAX, "textarea"),
  image: entityImageField(),
  website_url: field(linkSchema.nullable().optional(), { label: l("Website", "Website"), widget: "url" }),
  is_online: onlineFlag(),
  position: position(),
});
export type CreateVenueInput = z.input<typeof createVenueSchema>;
export const updateVenueSchema = createVenueSchema.partial();
