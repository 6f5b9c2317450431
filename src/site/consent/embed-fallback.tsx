import type { TFunction } from "@/i18n/translate";
import styles from "./consent-gate.module.css";

interface Props {
  href: string;
  /** The visible text, e.g. "Video auf YouTube ansehen". */
  label: string;
  t: TFunction;
}

/**
 * A plain link card where an embed cannot be built from the URL (a channel page, an X post):
 * following a link needs no consent, the visitor decides by clicking.
 */
export function EmbedFallback({ href, label, t }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener" className={styles.fallback}>
      {label}
      <span aria-hidden="true"> ↗</span>
      <span className={styles.hint}> {t("modules:link.opens_new_tab")}</span>
    </a>
  );
}
