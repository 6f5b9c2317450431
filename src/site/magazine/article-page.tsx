import "server-only";
import type { ArticleDetail } from "@/contracts/entity-details";
import type { Locale } from "@schemas/rules/localized";
import { formatDate } from "@schemas/rules/dates";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { RenderSections } from "../content/render-sections";
import { Picture } from "../media/picture";
import { PageHeader } from "../shell/page-header";
import { JsonLd } from "../programme/json-ld";
import styles from "../programme/detail.module.css";

/** An article: header, hero, byline, its content modules, topics; schema.org Article. */
export function ArticlePage({ lang, article }: { lang: Locale; article: ArticleDetail }) {
  const t = getT(lang);
  const magazine = t("routes:titles.magazine");
  const trail = [{ id: -3, title: magazine, url: routePath("magazine", lang) }];
  if (article.category) trail.push({ id: -2, title: article.category.name, url: routePath("magazine-category", lang, { category: article.category.slug, id: article.category.id }) });
  trail.push({ id: article.id, title: article.title, url: article.url });
  return (
    <article className={styles.page} data-article-id={article.id}>
      <JsonLd data={{
        "@context": "https://schema.org", "@type": "Article", headline: article.title, datePublished: article.published_at, inLanguage: lang, url: article.url,
        description: article.meta_description || article.teaser_text,
        ...(article.author ? { author: { "@type": "Person", name: article.author.name, url: article.author.url } } : {}),
        ...(article.image ? { image: `${article.image.src}-640.jpg` } : {}),
      }} />
      <PageHeader lang={lang} title={article.title} trail={trail} intro={article.subline ? <p>{article.subline}</p> : undefined} />
      {article.image && <Picture image={article.image} sizes="(min-width: 80em) 75rem, 100vw" className={styles.hero} priority />}
      <p className={styles.meta}>
        <time dateTime={article.published_at}>{t("programme:magazine.published", { date: formatDate(article.published_at, lang, "long") })}</time>
        {article.author && <> · <a href={article.author.url}>{t("programme:magazine.by", { name: article.author.name })}</a></>}
      </p>
      <RenderSections sections={article.modules} ctx={{ lang, t, now: new Date() }} />
      {article.tags.length > 0 && (
        <ul className={styles.nav} aria-label={t("programme:magazine.all_topics")}>
          {article.tags.map((tag) => <li key={tag.id}><a href={tag.url}>#{tag.name}</a></li>)}
        </ul>
      )}
    </article>
  );
}
