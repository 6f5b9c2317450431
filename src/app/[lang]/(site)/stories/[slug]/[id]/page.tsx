import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { routeAlternates } from "@/i18n/routes";
import { pageTitle } from "@/site/content/page-metadata";
import { ArticlePage } from "@/site/magazine/article-page";
import { getCachedArticle } from "@/site/programme/get-details";
import { getCachedSettings } from "@/site/settings/get-settings";

export const revalidate = 300;
export const generateStaticParams = async () => [];
type Props = { params: Promise<{ lang: string; slug: string; id: string }> };

async function load(params: Props["params"]) {
  const { lang, slug, id } = await params;
  if (!isLocale(lang) || !/^[1-9]\d{0,8}$/.test(id)) return null;
  const article = await getCachedArticle(Number(id), lang);
  return article ? { lang, slug: decodeURIComponent(slug), article } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { lang, article } = found;
  const other = lang === "de" ? "en" : "de";
  const [settings, otherArticle] = await Promise.all([getCachedSettings(), getCachedArticle(article.id, other)]);
  const alternates = routeAlternates("article", lang, { slug: article.slug, id: article.id });
  if (otherArticle) alternates.languages = { ...alternates.languages, [other]: otherArticle.url, "x-default": lang === "de" ? article.url : otherArticle.url };
  return {
    title: { absolute: pageTitle(lang, article.title, settings.site_name[lang]) },
    description: article.meta_description || article.teaser_text || undefined,
    alternates: { ...alternates, types: { "application/atom+xml": `/${lang}/api/articles/feed` } },
  };
}

export default async function ArticleRoute({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  if (found.slug !== found.article.slug) permanentRedirect(found.article.url);
  return <ArticlePage lang={found.lang} article={found.article} />;
}
