import { IMAGE_WIDTHS, type ImageValue } from "@schemas/rules/image";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import type { ModuleRenderer } from "../render-types";
import { mediaType } from "./media-file";
import type { videoSelfHosted } from "./schema";
import styles from "./render.module.css";

/** The largest JPEG derivative the image has (posters cannot use <picture>). */
const posterUrl = (image: ImageValue) => {
  const width = IMAGE_WIDTHS.filter((candidate) => candidate <= image.width).pop() ?? IMAGE_WIDTHS[0];
  return `${image.src}-${width}.jpg`;
};

/** The captions tracks in site-language order; the page's language is the default track. */
const captionTracks = (captions: Partial<Record<Locale, string>> | undefined) =>
  LOCALES.flatMap((lang) => (captions?.[lang] ? [{ lang, src: captions[lang] }] : []));

/**
 * preload="none": nothing is downloaded until the visitor presses play. Each captions file
 * becomes a <track kind="captions"> (WCAG 1.2.2) the player's captions menu offers.
 */
export const VideoSelfHostedRender: ModuleRenderer<typeof videoSelfHosted> = ({ module, ctx }) => (
  <figure className={styles.figure}>
    <video
      className={styles.video}
      controls
      preload="none"
      playsInline
      poster={module.image ? posterUrl(module.image) : undefined}
      width={module.image?.width}
      height={module.image?.height}
      aria-label={module.title || undefined}
    >
      <source src={module.file} type={mediaType(module.file, "video")} />
      {captionTracks(module.captions).map(({ lang, src }) => (
        <track
          key={lang}
          kind="captions"
          srcLang={lang}
          label={ctx.t(`modules:video_self_hosted.captions_${lang}`)}
          src={src}
          default={lang === ctx.lang}
        />
      ))}
    </video>
    {module.title && <figcaption className={styles.caption}>{module.title}</figcaption>}
  </figure>
);
