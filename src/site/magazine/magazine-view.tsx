import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { cachedFilterOptions } from "@/server/services/cached-reads";
import { articleCategoryUrl } from "@/server/services/links";
import { PageHeader, type Crumb } from "../shell/page-header";
import { ArticleCard } from "./article-card";
import { ARTICLES_PAGE_SIZE, getArticlePage } from "./get-magazine";
import { MoreArticles } from "./more-articles.client";
import styles from "../programme/detail.module.css";

interface Props {
  lang: Locale;
  title: string;
  trail: Crumb[];
  category?: number;
  tag?: number;
  /** Which navigation link is the current page. */
  current: "all" | "topics" | number;
}

/** The categories with "All" and "All #Topics" (001 §2). */
export async function MagazineNav({ lang, current }: { lang: Locale; current: Props["current"] }) {
  const t = getT(lang);
  const categories = await cachedFilterOptions("article-categories", lang);
  const links = [
    { key: "all", name: t("programme:magazine.all"), url: routePath("magazine", lang) },
    ...categories.map((category) => ({ key: category.id, name: category.name, url: articleCategoryUrl(lang, category.slug, category.id) })),
    { key: "topics", name: t("programme:magazine.all_topics"), url: routePath("magazine-tags", lang) },
  ];
  return (
    <nav aria-label={t("programme:magazine.categories")}>
      <ul className={styles.nav}>
        {links.map((link) => (
          <li key={String(link.key)}><a href={link.url} aria-current={link.key === current ? "page" : undefined}>{link.name}</a></li>
        ))}
      </ul>
    </nav>
  );
}

/** A magazine list: navigation, the server's first page, further pages on request. */
export async function MagazineList({ lang, title, trail, category, tag, current }: Props) {
  const t = getT(lang);
  const page = await getArticlePage(lang, { category, tag });
  const query = new URLSearchParams();
  if (category) query.set("category", String(category));
  if (tag) query.set("tag", String(tag));
  return (
    <div className={styles.page}>
      <PageHeader lang={lang} title={title} trail={trail} />
      <MagazineNav lang={lang} current={current} />
      {page.results.length === 0 ? <p>{t("programme:magazine.empty")}</p> : (
        <ul className={styles.cards}>
          {page.results.map((article) => <li key={article.id}><ArticleCard article={article} lang={lang} /></li>)}
        </ul>
      )}
      {page.hasMore && <MoreArticles lang={lang} query={query.toString()} pageSize={ARTICLES_PAGE_SIZE} label={t("programme:magazine.next")} loading={t("programme:list.loading")} />}
    </div>
  );
}
