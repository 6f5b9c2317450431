import { Picture } from "@/site/media/picture";
import type { ModuleRenderer } from "../render-types";
import { sanitizeRichText } from "./sanitize";
import type { twoColumns } from "./schema";
import styles from "./render.module.css";

/** Image and rich text side by side from 48em; the source order follows the chosen arrangement. */
export const TwoColumnsRender: ModuleRenderer<typeof twoColumns> = ({ module }) => {
  const image = <Picture key="image" image={module.image} sizes="(min-width: 48em) 50vw, 100vw" className={styles.media} />;
  const text = <div key="text" className={styles.text} dangerouslySetInnerHTML={{ __html: sanitizeRichText(module.text) }} />;
  return <div className={styles.twoColumns}>{module.extra_class === "image-text" ? [image, text] : [text, image]}</div>;
};
