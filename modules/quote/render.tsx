import type { ModuleRenderer } from "../render-types";
import type { quote } from "./schema";
import styles from "./render.module.css";

/** Plain text; a blank line starts a new paragraph. */
export const QuoteRender: ModuleRenderer<typeof quote> = ({ module }) => (
  <figure className={styles.quote}>
    <blockquote className={styles.text}>
      {module.content.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </blockquote>
    {module.author && <figcaption className={styles.author}>{module.author}</figcaption>}
  </figure>
);
