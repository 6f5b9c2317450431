import type { ModuleRenderer } from "./render-types";
import type { ModuleType, columnModules } from "./registry";
import { HeadlineRender } from "./headline/render";
import { TextRender } from "./text/render";
import { LinkRender } from "./link/render";
import { ImageRender } from "./image/render";
import { ImageListRender } from "./image-list/render";
import { VideoRender } from "./video/render";
import { VideoSelfHostedRender } from "./video-self-hosted/render";
import { AudioRender } from "./audio/render";
import { AudioSelfHostedRender } from "./audio-self-hosted/render";
import { ViewerRender } from "./viewer/render";
import { VenueRender } from "./venue/render";
import { VenueListRender } from "./venue-list/render";
import { HtmlRender } from "./html/render";
import { FormsRender } from "./forms/render";
import { HeroMediaRender } from "./hero-media/render";
import { BlogTeaserListRender } from "./blog-teaser-list/render";
import { TwoColumnsRender } from "./two-columns/render";
import { EventListRender } from "./event-list/render";
import { HighlightTeaserRender } from "./highlight-teaser/render";
import { AnchorListRender } from "./anchor-list/render";
import { FullTeaserRender } from "./full-teaser/render";
import { TeaserListRender } from "./teaser-list/render";
import { TeaserItemRender } from "./teaser-item/render";
import { LogoListRender } from "./logo-list/render";
import { QuoteRender } from "./quote/render";
import { FaqRender } from "./faq/render";
import { VideoListRender } from "./video-list/render";
import { SocialMediaRender } from "./social-media/render";

type Definitions = (typeof columnModules)[number];
type RendererMap = { [T in ModuleType]: ModuleRenderer<Extract<Definitions, { type: T }>> };

/**
 * The server half of the registry: type → server component. Editors get their forms from
 * the client half (src/editor), which a visitor never downloads.
 */
export const renderers: RendererMap = {
  headline: HeadlineRender,
  text: TextRender,
  link: LinkRender,
  image: ImageRender,
  image_list: ImageListRender,
  video: VideoRender,
  video_self_hosted: VideoSelfHostedRender,
  audio: AudioRender,
  audio_self_hosted: AudioSelfHostedRender,
  viewer: ViewerRender,
  venue: VenueRender,
  venue_list: VenueListRender,
  html: HtmlRender,
  forms: FormsRender,
  hero_media: HeroMediaRender,
  blog_teaser_list: BlogTeaserListRender,
  two_columns: TwoColumnsRender,
  event_list: EventListRender,
  highlight_teaser: HighlightTeaserRender,
  anchor_list: AnchorListRender,
  full_teaser: FullTeaserRender,
  teaser_list: TeaserListRender,
  teaser_item: TeaserItemRender,
  logo_list: LogoListRender,
  quote: QuoteRender,
  faq: FaqRender,
  video_list: VideoListRender,
  social_media: SocialMediaRender,
};
