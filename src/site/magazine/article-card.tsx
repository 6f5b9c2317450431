import type { ArticleItem } from "@schemas/api/article";
import type { Locale } from "@schemas/rules/localized";
import { Picture } from "../media/picture";
import styles from "../programme/detail.module.css";
import { formatDate } from "@schemas/rules/dates";

/** An article in the magazine lists. */
export function ArticleCard({ article, lang }: { article: ArticleItem; lang: Locale }) {
  return (
    <article className={styles.card} data-article-id={article.id}>
      {article.image && <Picture image={article.image} sizes="(min-width: 64em) 22rem, 90vw" />}
      {article.category && <p className={styles.meta}>{article.category.name}</p>}
      <h2><a href={article.url}>{article.title}</a></h2>
      {article.teaser_text && <p>{article.teaser_text}</p>}
      <p className={styles.meta}><time dateTime={article.published_at}>{formatDate(article.published_at, lang, "long")}</time></p>
    </article>
  );
}
