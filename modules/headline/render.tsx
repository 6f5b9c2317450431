import type { ModuleRenderer } from "../render-types";
import type { headline } from "./schema";
import styles from "./render.module.css";

export const HeadlineRender: ModuleRenderer<typeof headline> = ({ module }) => {
  const Tag = `h${module.headline_level}` as const;
  return (
    <hgroup className={styles.headline} id={module.anchor || undefined}>
      {module.preline && <p className={styles.preline}>{module.preline}</p>}
      <Tag className={styles[`h${module.headline_level}`]}>{module.content}</Tag>
      {module.subline && <p className={styles.subline}>{module.subline}</p>}
    </hgroup>
  );
};
