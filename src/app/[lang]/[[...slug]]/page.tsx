import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale, type Locale } from "../../../../schemas/rules/localized";
import { pagePathSchema } from "../../../../schemas/entities/page";
import { getCachedPage } from "../../../site/content/get-page";
import { CmsPageView } from "../../../site/content/cms-page-view";
import { pageMetadata } from "../../../site/content/page-metadata";

interface Props {
  params: Promise<{ lang: string; slug?: string[] }>;
}

// Pages are rendered on their first visit and then served from the cache until an editor's
// save revalidates them (tag "pages"), or at the latest after five minutes, so modules with
// a publication window appear and disappear on time.
export const revalidate = 300;
export const generateStaticParams = async () => [];

async function loadPage(params: Props["params"]) {
  const { lang, slug = [] } = await params;
  if (!isLocale(lang)) notFound();
  const path = pagePathSchema.safeParse(slug.map(decodeURIComponent).join("/"));
  if (!path.success) notFound();
  const page = await getCachedPage(lang, path.data);
  // An offline page is a 404 for visitors; editors preview it through the editor (000 §4).
  if (!page || !page.is_online) notFound();
  return { lang: lang as Locale, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, page } = await loadPage(params);
  return pageMetadata(lang, page);
}

export default async function CmsPage({ params }: Props) {
  const { lang, page } = await loadPage(params);
  return <CmsPageView lang={lang} page={page} />;
}
