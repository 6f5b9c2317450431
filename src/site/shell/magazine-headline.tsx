import Link from "next/link";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { routePath } from "@/i18n/routes";
import styles from "./magazine-headline.module.css";

/**
 * The magazine headline above every magazine route (000 §2): the magazine's name, leading
 * to its overview. Not a heading: each page's own h1 follows in its page header.
 */
export function MagazineHeadline({ lang }: { lang: Locale }) {
  const t = getT(lang);
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        <Link href={routePath("magazine", lang)} className={styles.name}>{t("routes:magazine_headline")}</Link>
      </div>
    </div>
  );
}
