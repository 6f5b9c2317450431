import { createPage } from "@/server/content/pages";
import { pageVersions } from "@/server/db/schema";
import { replaceSections } from "@/server/content/sections";
import { LOCALES } from "@schemas/rules/localized";
import { need, pic, type SeedContext } from "../context";
import { moduleBuilder } from "../modules";
import { aboutPage } from "./about";
import { accessibilityPage } from "./accessibility";
import { archiveChildren, archivePage, previewPage } from "./archive";
import { calendarPage } from "./calendar";
import { digitalPage } from "./digital";
import { friendsPage } from "./friends";
import { homePage } from "./home";
import { legalPages } from "./legal";
import type { PageSeed } from "./types";
import { directionsPage, parkingPage, visitPage } from "./visit";

/** Every page of the seed, parents before their children. */
export function pageSeeds(ctx: SeedContext): PageSeed[] {
  return [
    homePage, visitPage, directionsPage, parkingPage, accessibilityPage, aboutPage, digitalPage, friendsPage, calendarPage,
    ...legalPages, previewPage, archivePage, ...archiveChildren(ctx.scale, ctx.today.getFullYear()),
  ];
}

/**
 * CMS pages go through the content service like an editor's save: createPage validates the
 * page, replaceSections validates every module against the registry.
 */
export async function seedPages(ctx: SeedContext): Promise<void> {
  for (const page of pageSeeds(ctx)) {
    const id = await createPage(ctx.db, {
      parent_id: page.parent ? need(ctx.ids.pages, page.parent) : null,
      position: page.position,
      ...page.flags,
      og_image: page.ogImage ? pic(ctx, page.ogImage, "de") : null,
      translations: page.translations,
    });
    ctx.ids.pages.set(page.key, id);
    for (const lang of LOCALES) {
      const build = moduleBuilder(ctx.rng.fork(`page:${page.key}:${lang}`));
      await replaceSections(ctx.db, { content_type: "cms.page", object_id: id, lang, sections: page.sections(ctx, lang, build) });
    }
  }
  // Every save keeps the state before it; for a fresh seed those are half-built pages, not history.
  await ctx.db.delete(pageVersions);
}
