import type { ModuleRenderer } from "../render-types";
import { sanitizeRichText } from "../text/sanitize";
import type { faq } from "./schema";
import styles from "./render.module.css";

/**
 * Native disclosure widgets: keyboard (Enter/Space), screen-reader state and find-in-page all
 * work without script, and the answers stay in the cached HTML for search engines.
 */
export const FaqRender: ModuleRenderer<typeof faq> = ({ module }) => {
  if (module.children.length === 0) return null;
  return (
    <div className={styles.faq} id={module.anchor || undefined}>
      {module.children.map((item, index) => (
        <details key={index} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <div className={styles.answer} dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.answer) }} />
        </details>
      ))}
    </div>
  );
};
