import { isWithinWindow } from "@schemas/rules/dates";
import { Picture } from "@/site/media/picture";
import type { ModuleRenderer } from "../render-types";
import { mediaType } from "../video-self-hosted/media-file";
import { HeroVideo } from "./hero-video.client";
import type { heroMedia } from "./schema";
import styles from "./render.module.css";

/**
 * The page's visual lead, full-bleed at the hero height. Its headline is an h2: the page
 * header owns the h1. The image is the poster and the fallback of the optional video.
 */
export const HeroMediaRender: ModuleRenderer<typeof heroMedia> = ({ module, ctx }) => {
  if (!isWithinWindow(ctx.now, module.online_from, module.online_to)) return null;
  const headingId = `hero-${module.id}`;
  return (
    <section className={[styles.hero, module.sticky && styles.sticky].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <div className={styles.media}>
        <Picture image={module.image} sizes="100vw" priority className={styles.picture} />
        {module.video && (
          <HeroVideo
            src={module.video}
            type={mediaType(module.video, "video")}
            playLabel={ctx.t("modules:hero_media.play")}
            pauseLabel={ctx.t("modules:hero_media.pause")}
          />
        )}
      </div>
      <div className={styles.content}>
        <h2 id={headingId} className={styles.headline}>
          {module.headline}
        </h2>
        {module.text && <p className={styles.text}>{module.text}</p>}
        {module.button_link && (
          <a href={module.button_link} className={styles.button}>
            {module.button_text || ctx.t("modules:hero_media.more")}
          </a>
        )}
      </div>
    </section>
  );
};
