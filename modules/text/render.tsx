import type { ModuleRenderer } from "../render-types";
import type { text } from "./schema";
import { sanitizeRichText } from "./sanitize";
import styles from "./render.module.css";

export const TextRender: ModuleRenderer<typeof text> = ({ module }) => (
  <div
    className={[styles.text, module.decrease_distance && styles.tight].filter(Boolean).join(" ")}
    id={module.anchor || undefined}
    dangerouslySetInnerHTML={{ __html: sanitizeRichText(module.content) }}
  />
);
