import { z } from "zod";
import { headline } from "./headline/schema";
import { text } from "./text/schema";
import { link } from "./link/schema";
import { image } from "./image/schema";
import { imageList } from "./image-list/schema";
import { video } from "./video/schema";
import { videoSelfHosted } from "./video-self-hosted/schema";
import { audio } from "./audio/schema";
import { audioSelfHosted } from "./audio-self-hosted/schema";
import { viewer } from "./viewer/schema";
import { venue } from "./venue/schema";
import { venueList } from "./venue-list/schema";
import { html } from "./html/schema";
import { forms } from "./forms/schema";
import { heroMedia } from "./hero-media/schema";
import { blogTeaserList } from "./blog-teaser-list/schema";
import { twoColumns } from "./two-columns/schema";
import { eventList } from "./event-list/schema";
import { highlightTeaser } from "./highlight-teaser/schema";
import { anchorList } from "./anchor-list/schema";
import { fullTeaser } from "./full-teaser/schema";
import { teaserList } from "./teaser-list/schema";
import { teaserItem } from "./teaser-item/schema";
import { logoList } from "./logo-list/schema";
import { quote } from "./quote/schema";
import { faq } from "./faq/schema";
import { videoList } from "./video-list/schema";
import { socialMedia } from "./social-media/schema";
import { section, LAYOUT_COLUMNS } from "./section/schema";

/**
 * The module registry: every content-module type a column may hold, registered here once.
 * The page renderer (renderers.tsx), the editor (src/editor) and the server's validation
 * (src/server/content) all read this list. To add a module, add its folder and one line here
 * and in renderers.tsx (TypeScript then refuses a registry without its renderer).
 */
export const columnModules = [
  headline,
  text,
  link,
  image,
  imageList,
  video,
  videoSelfHosted,
  audio,
  audioSelfHosted,
  viewer,
  venue,
  venueList,
  html,
  forms,
  heroMedia,
  blogTeaserList,
  twoColumns,
  eventList,
  highlightTeaser,
  anchorList,
  fullTeaser,
  teaserList,
  teaserItem,
  logoList,
  quote,
  faq,
  videoList,
  socialMedia,
] as const;

export const moduleSchema = z.discriminatedUnion("type", [
  headline.schema,
  text.schema,
  link.schema,
  image.schema,
  imageList.schema,
  video.schema,
  videoSelfHosted.schema,
  audio.schema,
  audioSelfHosted.schema,
  viewer.schema,
  venue.schema,
  venueList.schema,
  html.schema,
  forms.schema,
  heroMedia.schema,
  blogTeaserList.schema,
  twoColumns.schema,
  eventList.schema,
  highlightTeaser.schema,
  anchorList.schema,
  fullTeaser.schema,
  teaserList.schema,
  teaserItem.schema,
  logoList.schema,
  quote.schema,
  faq.schema,
  videoList.schema,
  socialMedia.schema,
]);
export type ContentModule = z.output<typeof moduleSchema>;
export type ModuleType = ContentModule["type"];
export type ModuleOf<T extends ModuleType> = Extract<ContentModule, { type: T }>;

export const moduleTypes = columnModules.map((definition) => definition.type) as ModuleType[];
export const isModuleType = (type: unknown): type is ModuleType => moduleTypes.includes(type as ModuleType);
export const moduleDefinition = (type: ModuleType) => columnModules.find((definition) => definition.type === type)!;

/** The kinds the editor toolbar offers: every registered kind that is not child-only. */
export const toolbarModules = columnModules.filter((definition) => definition.toolbar);

export const columnSchema = z.object({ children: z.array(moduleSchema) });

/** A section (the "container"): its settings from the section module plus its columns. */
export const sectionDataSchema = section.schema.extend({ columns: z.array(columnSchema) }).superRefine((value, ctx) => {
  const expected = LAYOUT_COLUMNS[value.layout].length;
  if (value.columns.length !== expected) {
    ctx.addIssue({ code: "custom", path: ["columns"], message: "invalid", params: { expected } });
  }
});
export type SectionData = z.output<typeof sectionDataSchema>;
export type SectionInput = z.input<typeof sectionDataSchema>;
export { section };
