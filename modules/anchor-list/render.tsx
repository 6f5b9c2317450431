import type { ModuleRenderer } from "../render-types";
import { anchorHref, type anchorList } from "./schema";
import styles from "./render.module.css";

/** In-page jump links as a labelled navigation landmark. */
export const AnchorListRender: ModuleRenderer<typeof anchorList> = ({ module, ctx }) => {
  if (!module.children.length) return null;
  return (
    <nav
      aria-label={ctx.t("modules:anchor_list.label")}
      className={[styles.anchorList, module.sticky && styles.sticky].filter(Boolean).join(" ")}
      // The sticky navigation (src/site/sticky/sticky-anchors.ts) offers a sticky list's links as buttons.
      data-sticky-anchors={module.sticky ? "" : undefined}
    >
      <ul className={styles.items}>
        {module.children.map((item) => (
          <li key={item.id}>
            <a href={anchorHref(item.anchor)} className={styles.link}>
              {item.link_text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
