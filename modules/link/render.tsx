import { isExternalLink } from "@schemas/rules/link";
import type { ModuleRenderer } from "../render-types";
import type { link } from "./schema";
import styles from "./render.module.css";

/** External links always open a new tab; site links only when the editor asked for it. */
export const LinkRender: ModuleRenderer<typeof link> = ({ module, ctx }) => {
  const newTab = module.new_window || isExternalLink(module.link);
  return (
    <p className={[styles.wrapper, module.sticky && styles.sticky].filter(Boolean).join(" ")} id={module.anchor || undefined}>
      <a
        href={module.link}
        className={[styles.link, styles[module.extra_class], newTab && styles.newTab].filter(Boolean).join(" ")}
        target={newTab ? "_blank" : undefined}
        rel={newTab ? "noopener" : undefined}
      >
        {module.link_text}
        {newTab && (
          <>
            <span className={styles.icon} aria-hidden="true">↗</span>
            <span className={styles.hint}> {ctx.t("modules:link.opens_new_tab")}</span>
          </>
        )}
      </a>
    </p>
  );
};
