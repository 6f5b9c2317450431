import { createPersonSchema } from "@schemas/entities/person";
import { people } from "@/server/db/schema";
import { PEOPLE } from "../content/people";
import { entityImage, type SeedContext } from "../context";
import { insertIds, parseWith } from "../insert";
import { slugify } from "../random";

/** The team: one row per person, in the order the team page lists them. */
export async function seedPeople(ctx: SeedContext): Promise<void> {
  const rows = PEOPLE.map((person, position) => {
    const slug = slugify(`${person.first_name} ${person.last_name}`);
    const parsed = parseWith(createPersonSchema, {
      first_name: person.first_name,
      last_name: person.last_name,
      slug: { de: slug, en: slug },
      role: person.role,
      biography: { de: `<p>${person.bio.de}</p>`, en: `<p>${person.bio.en}</p>` },
      image: entityImage(ctx, person.image),
      email: `${slugify(person.first_name)}.${slugify(person.last_name)}@museum-am-fluss.example`,
      is_online: true,
      position,
    }, `person ${person.key}`);
    return { ...parsed, first_name: parsed.first_name ?? "" };
  });
  const ids = await insertIds(ctx.db, people, rows);
  PEOPLE.forEach((person, index) => ctx.ids.people.set(person.key, ids[index]!));
}
