import type { ModuleRenderer } from "../render-types";
import type { notice } from "./schema";
import styles from "./render.module.css";

/**
 * A note set apart from the copy. The tone is written out ("Wichtig") as well as coloured, so
 * it does not rest on colour alone; plain text, a blank line starts a new paragraph.
 */
export const NoticeRender: ModuleRenderer<typeof notice> = ({ module, ctx }) => (
  <div role="note" className={module.tone === "important" ? `${styles.notice} ${styles.important}` : styles.notice}>
    <p className={styles.kicker}>{ctx.t(`modules:notice.${module.tone}`)}</p>
    {module.title && <p className={styles.title}>{module.title}</p>}
    {module.content.split(/\n\s*\n/).map((paragraph, index) => (
      <p key={index} className={styles.text}>{paragraph}</p>
    ))}
  </div>
);
