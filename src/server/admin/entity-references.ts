import "server-only";
import { eq } from "drizzle-orm";
import type { ContainerOwnerType } from "@schemas/api/editor";
import type { Locale, Localized } from "@schemas/rules/localized";
import type { DeletableKey } from "@schemas/entities/entity-kinds";
import type { Tx } from "../db/open";
import { articles, events, eventsPeople, orderPositions, orders, productions, productionsPeople, rooms } from "../db/schema";
import { sectionReferences, type SectionTarget } from "./section-references";

/** What may still use an entity; each names itself in the refusal. */
const KIND_LABELS = {
  event: { de: "Veranstaltung", en: "event" },
  production: { de: "Produktion", en: "production" },
  article: { de: "Artikel", en: "article" },
  room: { de: "Raum", en: "room" },
  order: { de: "Bestellung", en: "order" },
  page: { de: "Seite", en: "page" },
  venue: { de: "Spielstätte", en: "venue" },
  series: { de: "Reihe", en: "series" },
  person: { de: "Person", en: "person" },
  form: { de: "Formular", en: "form" },
} as const satisfies Record<string, Localized<string>>;
export type ReferenceKind = keyof typeof KIND_LABELS;

export interface EntityReference {
  kind: ReferenceKind;
  id: number;
  name: Localized<string>;
}

const both = (name: string): Localized<string> => ({ de: name, en: name });

/** Rows of other tables that point at the entity by a foreign key (each would lose it silently: ON DELETE SET NULL or CASCADE). */
const ROW_REFERENCES: Record<DeletableKey, (tx: Tx, id: number) => Promise<EntityReference[]>[]> = {
  venues: (tx, id) => [
    tx.select({ id: events.id, name: events.name }).from(events).where(eq(events.venue_id, id)).then(as("event")),
    tx.select({ id: productions.id, name: productions.name }).from(productions).where(eq(productions.venue_id, id)).then(as("production")),
    tx.select({ id: rooms.id, name: rooms.name }).from(rooms).where(eq(rooms.venue_id, id)).then(as("room")),
  ],
  productions: (tx, id) => [tx.select({ id: events.id, name: events.name }).from(events).where(eq(events.production_id, id)).then(as("event"))],
  series: (tx, id) => [tx.select({ id: events.id, name: events.name }).from(events).where(eq(events.series_id, id)).then(as("event"))],
  events: (tx, id) => [
    tx.select({ id: events.id, name: events.name }).from(events).where(eq(events.parent_id, id)).then(as("event")),
    // Sold tickets are records of a sale: the event they were sold for stays.
    tx.selectDistinct({ id: orders.id, number: orders.number }).from(orderPositions).innerJoin(orders, eq(orders.id, orderPositions.order_id))
      .where(eq(orderPositions.event_id, id)).then((rows) => rows.map((row) => ({ kind: "order" as const, id: row.id, name: both(row.number) }))),
  ],
  people: (tx, id) => [
    tx.selectDistinct({ id: events.id, name: events.name }).from(eventsPeople).innerJoin(events, eq(events.id, eventsPeople.event_id))
      .where(eq(eventsPeople.person_id, id)).then(as("event")),
    tx.selectDistinct({ id: productions.id, name: productions.name }).from(productionsPeople).innerJoin(productions, eq(productions.id, productionsPeople.production_id))
      .where(eq(productionsPeople.person_id, id)).then(as("production")),
    tx.select({ id: articles.id, name: articles.title }).from(articles).where(eq(articles.author_id, id)).then(as("article")),
  ],
  magazine: () => [],
  // Its fields, submissions and uploaded files belong to the form: they go with it.
  forms: () => [],
};

function as(kind: ReferenceKind) {
  return (rows: { id: number; name: Localized<string> }[]): EntityReference[] => rows.map((row) => ({ kind, id: row.id, name: row.name }));
}

/** How sections find each kind: its reference name in the field metadata, its detail pages' path segment, its own sections. */
const SECTION_TARGETS: Record<DeletableKey, Omit<SectionTarget, "id">> = {
  venues: { reference: "venue", segment: "venues", owner: "programme.venue" },
  productions: { reference: "production", segment: "programme", owner: "programme.production" },
  series: { reference: "series", segment: "series", owner: "programme.series" },
  events: { reference: "event", segment: "kalender", owner: "programme.event" },
  people: { reference: "person", segment: "team", owner: "programme.person" },
  magazine: { reference: "article", segment: "stories", owner: "magazine.article" },
  forms: { reference: "form", segment: "(formular|form)", owner: "forms.form" },
};

export const ownSectionsOf = (key: DeletableKey): ContainerOwnerType => SECTION_TARGETS[key].owner;

const OWNER_KINDS: Record<string, ReferenceKind> = {
  "cms.page": "page", "magazine.article": "article", "programme.event": "event", "programme.production": "production",
  "programme.venue": "venue", "programme.series": "series", "programme.person": "person", "forms.form": "form",
};

/** Everything that still uses an entity: rows by foreign key, then sections by module field or link. */
export async function findReferences(tx: Tx, key: DeletableKey, id: number): Promise<EntityReference[]> {
  const rows = (await Promise.all(ROW_REFERENCES[key](tx, id))).flat();
  const sections = await sectionReferences(tx, { ...SECTION_TARGETS[key], id });
  const seen = new Set(rows.map((row) => `${row.kind}:${row.id}`));
  const fromSections = sections
    .map((owner): EntityReference => ({ kind: OWNER_KINDS[owner.content_type] ?? "page", id: owner.object_id, name: owner.name }))
    .filter((reference) => !seen.has(`${reference.kind}:${reference.id}`));
  return [...rows, ...fromSections];
}

/** How many references the refusal names; the rest are counted. */
export const NAMED_MAX = 10;

/** "Wird noch verwendet von: Veranstaltung „Sommerfest“, Seite „Besuch“." in the caller's language. */
export function referencesMessage(lang: Locale, references: EntityReference[]): string {
  const quote = (name: string) => (lang === "de" ? `„${name}“` : `“${name}”`);
  const named = references.slice(0, NAMED_MAX).map((reference) => `${KIND_LABELS[reference.kind][lang]} ${quote(reference.name[lang] || `#${reference.id}`)}`);
  const more = references.length - named.length;
  const rest = more > 0 ? (lang === "de" ? ` und ${more} weitere` : ` and ${more} more`) : "";
  return lang === "de"
    ? `Wird noch verwendet von: ${named.join(", ")}${rest}. Bitte zuerst diese Verweise entfernen.`
    : `Still in use by: ${named.join(", ")}${rest}. Please remove these references first.`;
}
