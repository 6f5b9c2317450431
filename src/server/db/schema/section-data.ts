import { customType } from "drizzle-orm/pg-core";
import { stampVersions, upgradeSection, type SectionData } from "@modules/registry";

/**
 * A section as stored (jsonb). Reading upgrades its modules to their types' current versions
 * (modules/migrations.ts), so the editor, the visitor's page and every service see today's
 * shape, however old the row; writing records each module's version (`v`) beside its fields.
 */
export const sectionData = customType<{ data: SectionData; driverData: string }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(stampVersions(value)),
  fromDriver: (value) => upgradeSection((typeof value === "string" ? JSON.parse(value) : value) as SectionData),
});
