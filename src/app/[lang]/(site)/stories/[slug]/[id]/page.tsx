import { ArticlePage } from "@/site/magazine/article-page";
import { detailRoute } from "@/site/programme/detail-route";
import { getCachedArticle } from "@/site/programme/get-details";

export const revalidate = 300;
export const generateStaticParams = async () => [];
const route = detailRoute("article", getCachedArticle, (lang, article) => <ArticlePage lang={lang} article={article} />, {
  name: (article) => article.title,
  metadata: (lang, article) => ({
    description: article.meta_description || article.teaser_text || undefined,
    alternates: { types: { "application/atom+xml": `/${lang}/api/articles/feed` } },
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
