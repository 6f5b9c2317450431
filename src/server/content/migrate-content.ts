import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { sectionDataSchema, stampVersions, upgradeSection } from "@modules/registry";
import type { Db } from "../db/open";
import { containers } from "../db/schema";
import { storedSection } from "./stored-section";

export interface ContentMigrationReport {
  /** Sections whose stored JSON or search text changed. */
  upgraded: number;
  unchanged: number;
  /** Sections that still fail today's rules after their migrations: kept, for an editor to fix. */
  invalid: { slug: string; issues: string[] }[];
}

/**
 * Upgrade every stored section to its modules' current versions and recompute its search
 * text (`npm run db:migrate-content`). Reads see upgraded content anyway (section-data.ts);
 * this writes it back, so the stored JSON and the search index follow the module folders.
 * One transaction per section, each row locked and read afresh: editors may keep working.
 */
export async function migrateContent(db: Db): Promise<ContentMigrationReport> {
  const report: ContentMigrationReport = { upgraded: 0, unchanged: 0, invalid: [] };
  // One read of everything first: on a current database (every start) nothing is written.
  const rows = await db.select(rawColumns).from(containers).orderBy(asc(containers.id));
  for (const first of rows) {
    if (plan(first).kind === "same") { report.unchanged += 1; continue; }
    await db.transaction(async (tx) => {
      const [row] = await tx.select(rawColumns).from(containers).where(eq(containers.id, first.id)).for("update");
      if (!row) return;
      const step = plan(row);
      if (step.kind === "invalid") report.invalid.push({ slug: row.slug, issues: step.issues });
      else if (step.kind === "same") report.unchanged += 1;
      else {
        await tx.update(containers).set(step.columns).where(eq(containers.id, row.id));
        report.upgraded += 1;
      }
    });
  }
  return report;
}

// The raw JSON, not the column's upgrading reader: the comparison is with what is stored.
const rawColumns = { id: containers.id, slug: containers.slug, raw: sql<string>`${containers.data}::text`, search_text: containers.search_text };
type RawRow = { id: number; slug: string; raw: string; search_text: string };

function plan(row: RawRow) {
  const stored: unknown = JSON.parse(row.raw);
  const parsed = sectionDataSchema.safeParse(upgradeSection(stored));
  if (!parsed.success) return { kind: "invalid" as const, issues: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
  const columns = storedSection(parsed.data);
  const same = columns.search_text === row.search_text && sameJson(stampVersions(parsed.data), stored);
  return same ? { kind: "same" as const } : { kind: "write" as const, columns };
}

/** Key order aside, the same JSON (jsonb keeps its own key order). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical)
      : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)).map(([k, v]) => [k, canonical(v)]))
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
