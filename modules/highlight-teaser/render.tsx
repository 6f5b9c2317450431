import { ArticleCard } from "../blog-teaser-list/article-card";
import type { ModuleRenderer } from "../render-types";
import { getHighlightArticles } from "./data";
import type { highlightTeaser } from "./schema";
import styles from "./render.module.css";

/** The newest article of the chosen categories large, the next two small beside it. */
export const HighlightTeaserRender: ModuleRenderer<typeof highlightTeaser> = async ({ module, ctx }) => {
  const [lead, ...more] = await getHighlightArticles(ctx.lang, module.categories);
  if (!lead) return null;
  const headingId = `highlight-${module.id}`;
  const level = module.headline ? 3 : 2;
  return (
    <section className={styles.highlightTeaser} aria-labelledby={module.headline ? headingId : undefined}>
      {module.headline && (
        <h2 id={headingId} className={styles.headline}>
          {module.headline}
        </h2>
      )}
      <div className={styles.grid}>
        <ArticleCard article={lead} level={level} sizes="(min-width: 64em) 66vw, 100vw" className={styles.lead} />
        {more.length > 0 && (
          <ul className={styles.more}>
            {more.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} level={level} sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw" className={styles.small} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
