import { z } from "zod";
import { field, l } from "../rules/field";
import { DESCRIPTION_MAX, emailSchema, requiredText } from "../rules/text";
import { localizedOptional, localizedSlug, onlineFlag, position } from "./common";
import { entityImageField } from "./media";

export const NAME_MAX = 150;

/** A member of the ensemble/team (/{lang}/team/{slug}/{id}) and contributor to events. */
export const createPersonSchema = z.object({
  first_name: field(z.string().trim().max(NAME_MAX, { error: "too_long" }).optional(), {
    label: l("Vorname", "First name"),
    widget: "text",
  }),
  last_name: field(requiredText(NAME_MAX), { label: l("Nachname", "Last name"), widget: "text" }),
  slug: localizedSlug(),
  role: localizedOptional(l("Funktion", "Role")),
  biography: localizedOptional(l("Biografie", "Biography"), DESCRIPTION_MAX, "richtext"),
  image: entityImageField(l("Porträt", "Portrait")),
  email: field(emailSchema.nullable().optional(), { label: l("E-Mail", "E-mail"), widget: "email" }),
  is_online: onlineFlag(),
  position: position(),
});
export type CreatePersonInput = z.input<typeof createPersonSchema>;
export const updatePersonSchema = createPersonSchema.partial();

/** A person's part in an event or production ("Regie", "Kuratorin" ...). */
export const contributorSchema = z.object({
  person_id: z.number().int().positive(),
  role: localizedOptional(l("Rolle", "Role")),
});
export type Contributor = z.infer<typeof contributorSchema>;
export const CONTRIBUTORS_MAX = 100;
export const contributorsField = () =>
  field(z.array(contributorSchema).max(CONTRIBUTORS_MAX, { error: "too_big" }).optional(), {
    label: l("Mitwirkende", "Contributors"),
    widget: "list",
    reference: "person",
    itemLabel: l("Person", "Person"),
  });
