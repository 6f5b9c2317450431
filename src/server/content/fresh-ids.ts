import "server-only";
import { randomUUID } from "node:crypto";
import { ne, or, sql } from "drizzle-orm";
import type { SectionData } from "@modules/registry";
import type { Tx } from "../db/open";
import { containers } from "../db/schema";

/**
 * Section slugs and module ids in use outside one owner's working copy. Ids are unique across
 * the site; a section or module that has since moved to another owner (or was copied there
 * with its id) gets a new id when an older state of this owner is written back (a restored
 * version, discarded changes) rather than two places sharing one.
 */
export async function idsElsewhere(tx: Tx, owner: { content_type: string; object_id: number }): Promise<Set<string>> {
  const elsewhere = or(ne(containers.content_type, owner.content_type), ne(containers.object_id, owner.object_id));
  const rows = await tx
    .select({ id: sql<string>`x.id` })
    .from(sql`(select ${containers.slug} as id from ${containers} where ${elsewhere}
      union all select jsonb_path_query(${containers.data}, '$.columns[*].children[*].id') #>> '{}' from ${containers} where ${elsewhere}) as x`);
  return new Set(rows.map((row) => row.id));
}

/** The section with a new id for itself and each module whose id is taken elsewhere. */
export function freshIds(data: SectionData, taken: Set<string>): SectionData {
  const fresh = (id: string) => (taken.has(id) ? randomUUID() : id);
  return {
    ...data,
    id: fresh(data.id),
    columns: data.columns.map((column) => ({ ...column, children: column.children.map((module) => ({ ...module, id: fresh(module.id) })) })),
  };
}

