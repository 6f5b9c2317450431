import type { Locale } from "../../../schemas/rules/localized";
import type { PageEntity } from "../../server/content/page-entity";
import { getT } from "../../i18n/translate";
import { RenderSections } from "./render-sections";
import { Breadcrumbs } from "../shell/breadcrumbs";
import styles from "./cms-page-view.module.css";

/** A CMS page: its header (breadcrumbs, h1) and its sections. */
export function CmsPageView({ lang, page }: { lang: Locale; page: PageEntity }) {
  const t = getT(lang);
  const ctx = { lang, t, now: new Date() };
  const isHome = page.urls[lang] === `/${lang}`;
  return (
    <article className={styles.page} data-page-id={page.id}>
      <header className={isHome ? "visually-hidden" : styles.header}>
        {!isHome && <Breadcrumbs lang={lang} trail={[...page.breadcrumbs, { id: page.id, title: page.title, url: page.urls[lang] }]} />}
        <h1 className={styles.title}>{page.headline || page.title}</h1>
      </header>
      <RenderSections sections={page.modules} ctx={ctx} />
    </article>
  );
}
