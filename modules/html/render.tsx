import type { ModuleRenderer } from "../render-types";
import type { html } from "./schema";
import styles from "./render.module.css";

/** Only editors write this code and they are trusted with it: it is output as written, unsanitised. */
export const HtmlRender: ModuleRenderer<typeof html> = ({ module }) => (
  <div className={styles.html} dangerouslySetInnerHTML={{ __html: module.html_code }} />
);
