import type { Locale } from "@schemas/rules/localized";
import type { PageEntity } from "@/server/content/page-entity";
import { getT } from "@/i18n/translate";
import { RenderSections } from "./render-sections";
import { PageHeader } from "../shell/page-header";
import styles from "./cms-page-view.module.css";

/** A CMS page: the shared page header (breadcrumbs, h1) and its sections. */
export function CmsPageView({ lang, page }: { lang: Locale; page: PageEntity }) {
  const t = getT(lang);
  const ctx = { lang, t, now: new Date() };
  const isHome = page.urls[lang] === `/${lang}`;
  return (
    // data-landing-page: the header hides its menu on landing pages (000 §2; src/site/header/site-header.module.css).
    <article className={styles.page} data-page-id={page.id} data-landing-page={page.is_landing_page ? "" : undefined}>
      <PageHeader lang={lang} title={page.headline || page.title} hidden={isHome}
        trail={[...page.breadcrumbs, { id: page.id, title: page.title, url: page.urls[lang] }]} />
      <RenderSections sections={page.modules} ctx={ctx} />
    </article>
  );
}
