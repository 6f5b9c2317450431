import { ARTWORKS } from "../content/artworks";
import { ARCHIVE_TEXT, PREVIEW_TEXT } from "../content/page-legal";
import { PRODUCTIONS } from "../content/productions";
import { pic } from "../context";
import { slugify } from "../random";
import type { PageSeed } from "./types";

/** Archive pages at scale 1; --scale N writes N times as many. */
export const ARCHIVE_PAGES_PER_SCALE = 3;

/** A page an editor is still preparing: offline, so visitors get a 404. */
export const previewPage: PageSeed = {
  key: "preview",
  position: 20,
  flags: { is_online: false },
  translations: {
    de: { path: "vorschau", title: PREVIEW_TEXT.title.de },
    en: { path: "preview", title: PREVIEW_TEXT.title.en },
  },
  sections: (ctx, lang, { module, section }) => [
    section("100", [[module("text", { content: PREVIEW_TEXT.text[lang] }), module("image", { image: pic(ctx, "glutfeld", lang), format: "panorama" })]]),
  ],
};

export const archivePage: PageSeed = {
  key: "archive",
  position: 21,
  translations: {
    de: { path: "archiv", title: ARCHIVE_TEXT.title.de },
    en: { path: "archive", title: ARCHIVE_TEXT.title.en },
  },
  sections: (_ctx, lang, { module, section }) => [section("100", [[module("text", { content: ARCHIVE_TEXT.intro[lang] })]])],
};

/** Past exhibitions under the archive: the productions of each past year, going back from last year. */
export function archiveChildren(scale: number, seedYear: number): PageSeed[] {
  return Array.from({ length: ARCHIVE_PAGES_PER_SCALE * scale }, (_, index) => {
    const production = PRODUCTIONS[index % PRODUCTIONS.length]!;
    const year = seedYear - 1 - Math.floor(index / PRODUCTIONS.length);
    const name = { de: `${production.name.de} (${year})`, en: `${production.name.en} (${year})` };
    const gallery = [production.image, ...production.gallery, ARTWORKS[index % ARTWORKS.length]!.name];
    return {
      key: `archive-${index}`,
      parent: "archive",
      position: index,
      translations: {
        de: { path: `archiv/${slugify(name.de)}`, title: name.de },
        en: { path: `archive/${slugify(name.en)}`, title: name.en },
      },
      sections: (ctx, lang, { module, section }) => [
        section("100", [[
          module("text", { content: ARCHIVE_TEXT.entry[lang].replace("{year}", String(year)).replace("{name}", production.name[lang]) }),
          module("image_list", { format: index % 2 ? "grid" : "slider", children: gallery.map((image) => ({ image: pic(ctx, image, lang) })) }),
        ]]),
      ],
    };
  });
}
