import Link from "next/link";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import styles from "./breadcrumbs.module.css";

interface Crumb { id: number; title: string; url: string }

/** Home, then the parent pages, then the current page (000 §2). */
export function Breadcrumbs({ lang, trail }: { lang: Locale; trail: Crumb[] }) {
  const t = getT(lang);
  const items = [{ id: 0, title: t("common:home"), url: `/${lang}` }, ...trail.filter((crumb) => crumb.url !== `/${lang}`)];
  return (
    <nav aria-label={t("common:breadcrumb")} className={styles.breadcrumbs}>
      <ol>
        {items.map((crumb, index) => (
          <li key={crumb.id}>
            {index === items.length - 1 ? <span aria-current="page">{crumb.title}</span> : <Link href={crumb.url}>{crumb.title}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
