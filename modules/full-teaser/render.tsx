import { Picture } from "@/site/media/picture";
import type { ModuleRenderer } from "../render-types";
import type { fullTeaser } from "./schema";
import styles from "./render.module.css";

const LAYOUT_CLASS = { "image-left": styles.imageLeft, "image-right": styles.imageRight, fullscreen: styles.fullscreen };

/** A large teaser: image beside the text (either side), or the image full-bleed behind it. */
export const FullTeaserRender: ModuleRenderer<typeof fullTeaser> = ({ module, ctx }) => {
  const headingId = `full-teaser-${module.id}`;
  const fullscreen = module.extra_class === "fullscreen";
  return (
    <article className={[styles.fullTeaser, LAYOUT_CLASS[module.extra_class]].join(" ")} aria-labelledby={headingId}>
      <Picture image={module.image} sizes={fullscreen ? "100vw" : "(min-width: 48em) 50vw, 100vw"} className={styles.media} />
      <div className={styles.body}>
        {module.preline && <p className={styles.preline}>{module.preline}</p>}
        <h2 id={headingId} className={styles.headline}>
          {module.headline}
        </h2>
        {module.subline && <p className={styles.subline}>{module.subline}</p>}
        {module.text && <p className={styles.text}>{module.text}</p>}
        {module.link && (
          // Without its own text the button reads "Learn more"; the headline then describes it.
          <a href={module.link} className={styles.button} aria-describedby={module.link_text ? undefined : headingId}>
            {module.link_text || ctx.t("modules:full_teaser.more")}
          </a>
        )}
      </div>
    </article>
  );
};
