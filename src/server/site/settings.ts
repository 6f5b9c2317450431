import "server-only";
import { eq } from "drizzle-orm";
import { updateSettingsSchema } from "@schemas/entities/settings";
import { TAGS } from "../cache-tags";
import type { Db } from "../db/open";
import { settings } from "../db/schema";
import { ValidationError } from "../errors";
import { revalidate } from "../revalidate";
import { forgetEverywhere } from "./process-caches";

export type SettingsRow = typeof settings.$inferSelect;

/** The settings row; a fresh database without one gets the row's column defaults. */
export async function readSettings(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (row) return row;
  const [created] = await db.insert(settings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(settings).where(eq(settings.id, 1)))[0]!;
}

/**
 * Change the fields given (PATCH /{lang}/dashboard-api/settings/, admins). The shell's pages
 * and the proxy's offline flag follow at once, on every instance.
 */
export async function updateSettings(db: Db, input: unknown): Promise<SettingsRow> {
  const parsed = updateSettingsSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const row = await db.transaction(async (tx) => {
    await readSettings(tx);
    const [updated] = await tx.update(settings).set({ ...parsed.data, updated_at: new Date() }).where(eq(settings.id, 1)).returning();
    return updated!;
  });
  revalidate(TAGS.settings);
  forgetEverywhere("shell-state", "page-answers");
  return row;
}

/** GET /pageeditor-api/settings — the shape the site shell reads (001 §3). */
export function settingsResponse(row: SettingsRow) {
  return {
    site_name: row.site_name,
    is_site_online: row.is_site_online,
    is_shop_online: row.is_shop_online,
    html_header: { code: row.html_header },
    html_footer_top: { code: row.html_footer_top },
    html_footer_bottom: { code: row.html_footer_bottom },
    html_footer_logos: { code: row.html_footer_logos },
    design: {
      menu_style: row.menu_style,
      event_style: row.event_style,
      header_logo: row.header_logo,
      header_logo_en: row.header_logo_en,
      basket_link: row.basket_link,
      webshop_link: row.webshop_link,
      quickbuy_widget_active: row.quickbuy_widget_active,
      detail_program_overlay: row.detail_program_overlay,
      sticky_overlay_button: row.sticky_overlay_button,
      anchor_list_offset: row.anchor_list_offset,
      static_error_pages: row.static_error_pages,
    },
  };
}
