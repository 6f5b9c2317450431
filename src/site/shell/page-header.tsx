import type { ReactNode } from "react";
import type { Locale } from "@schemas/rules/localized";
import { Breadcrumbs } from "./breadcrumbs";
import styles from "./page-header.module.css";

export interface Crumb { id: number; title: string; url: string }

interface Props {
  lang: Locale;
  title: string;
  /** Parents and the current page; Home is added by the breadcrumbs. */
  trail?: Crumb[];
  /** A lead paragraph under the heading. */
  intro?: ReactNode;
  /** Keep the h1 for screen readers but show nothing (the home page's hero is its header). */
  hidden?: boolean;
}

/**
 * The shared page header (000 §2) of CMS pages, events, productions, ensemble and
 * exhibitions: breadcrumbs, the page's one h1 and an optional lead. Pages render it
 * themselves, because a layout does not know which page it wraps.
 */
export function PageHeader({ lang, title, trail, intro, hidden }: Props) {
  if (hidden) {
    return <header className="visually-hidden"><h1>{title}</h1></header>;
  }
  return (
    <header className={styles.header}>
      {trail && <Breadcrumbs lang={lang} trail={trail} />}
      <h1 className={styles.title}>{title}</h1>
      {intro && <div className={styles.intro}>{intro}</div>}
    </header>
  );
}
