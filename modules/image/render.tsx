import { Picture } from "@/site/media/picture";
import type { ModuleRenderer } from "../render-types";
import type { image } from "./schema";
import styles from "./render.module.css";

export const ImageRender: ModuleRenderer<typeof image> = ({ module }) => (
  <figure className={styles.figure}>
    <Picture image={module.image} className={`${styles.picture} ${styles[module.format]}`} sizes="(min-width: 88rem) 88rem, 100vw" />
    {(module.caption || module.credit) && (
      <figcaption className={styles.caption}>
        {module.caption}
        {module.credit && <span className={styles.credit}>{module.credit}</span>}
      </figcaption>
    )}
  </figure>
);
