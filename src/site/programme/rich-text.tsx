import "server-only";
import { sanitizeRichText } from "@modules/text/sanitize";
import styles from "./detail.module.css";

/** Editor HTML (descriptions, biographies), sanitised to the site's typography. */
export function RichText({ html }: { html: string }) {
  return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
