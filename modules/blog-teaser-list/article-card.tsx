import type { ArticleCard as ArticleCardData } from "@schemas/api/cards";
import { Picture } from "@/site/media/picture";
import styles from "./render.module.css";

interface Props {
  article: ArticleCardData;
  level: 2 | 3;
  sizes: string;
  className?: string;
  /** The lead card of a highlight teaser loads its image first. */
  priority?: boolean;
}

/** A magazine article as a card; the title links, and the link covers the whole card. */
export function ArticleCard({ article, level, sizes, className, priority }: Props) {
  const Heading = `h${level}` as const;
  return (
    <article className={[styles.card, className].filter(Boolean).join(" ")}>
      {article.image && <Picture image={article.image} sizes={sizes} className={styles.media} priority={priority} />}
      <div className={styles.body}>
        {article.category && <p className={styles.category}>{article.category.name}</p>}
        <Heading className={styles.title}>
          <a href={article.url} className={styles.link}>
            {article.title}
          </a>
        </Heading>
        {article.teaser_text && <p className={styles.teaser}>{article.teaser_text}</p>}
      </div>
    </article>
  );
}
