import type { ImageValue } from "@schemas/rules/image";
import { embedHost } from "@schemas/rules/embeds";
import type { TFunction } from "@/i18n/translate";
import { EmbedFallback } from "@/site/consent/embed-fallback";
import { EmbedFrame } from "@/site/consent/embed-frame";
import { serviceForUrl } from "@/contracts/consent-services";
import { Picture } from "@/site/media/picture";
import { videoEmbedUrl } from "./embed-url";
import styles from "./render.module.css";

interface Props {
  video_url: string;
  title?: string;
  image?: ImageValue;
  length?: string;
  t: TFunction;
  sizes?: string;
}

/** "3:25" → "PT3M25S", so the running time is machine-readable too. */
const isoDuration = (length: string) => {
  const [seconds = 0, minutes = 0, hours = 0] = length.split(":").map(Number).reverse();
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds}S`;
};

/** One video: consent-gated player, or a plain link when the URL names no single video. */
export function VideoEmbed({ video_url, title, image, length, t, sizes = "(min-width: 88rem) 88rem, 100vw" }: Props) {
  const src = videoEmbedUrl(video_url);
  const service = serviceForUrl(video_url)?.name ?? embedHost(video_url);
  const preview = image ? <Picture image={{ ...image, alt: "" }} sizes={sizes} /> : undefined;
  return (
    <figure className={styles.figure}>
      {src ? (
        <EmbedFrame src={src} title={title || t("modules:video.fallback_title", { service })} t={t} preview={preview} />
      ) : (
        <EmbedFallback href={video_url} label={t("modules:video.watch_on", { service })} t={t} />
      )}
      {(title || length) && (
        <figcaption className={styles.caption}>
          {title && <span className={styles.title}>{title}</span>}
          {length && (
            <time className={styles.length} dateTime={isoDuration(length)}>
              {t("modules:video.length", { length })}
            </time>
          )}
        </figcaption>
      )}
    </figure>
  );
}
