import type { ModuleRenderer } from "../render-types";
import { ArticleCard } from "./article-card";
import { getLatestArticles } from "./data";
import type { blogTeaserList } from "./schema";
import styles from "./render.module.css";

/** The latest N magazine articles as cards; nothing at all when there are none. */
export const BlogTeaserListRender: ModuleRenderer<typeof blogTeaserList> = async ({ module, ctx }) => {
  const articles = await getLatestArticles(ctx.lang, module.items, module.category);
  if (!articles.length) return null;
  const headingId = `blog-teasers-${module.id}`;
  return (
    <section className={styles.blogTeaserList} aria-labelledby={module.headline ? headingId : undefined}>
      {module.headline && (
        <h2 id={headingId} className={styles.headline}>
          {module.headline}
        </h2>
      )}
      <ul className={styles.grid}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} level={module.headline ? 3 : 2} sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
};
