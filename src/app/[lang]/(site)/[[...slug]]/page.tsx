import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@schemas/rules/localized";
import { pagePathSchema } from "@schemas/entities/page";
import { getCachedPage } from "@/site/content/get-page";
import { CmsPageView } from "@/site/content/cms-page-view";
import { pageMetadata } from "@/site/content/page-metadata";
import { notFoundMetadata } from "@/site/errors/not-found-metadata";
import { BodyClass } from "@/site/shell/body-class";
import { matchRoute } from "@/i18n/routes";

interface Props {
  params: Promise<{ lang: string; slug?: string[] }>;
}

// Pages are rendered on their first visit and then served from the cache until an editor's
// save revalidates them (tag "pages"), or at the latest after five minutes, so modules with
// a publication window appear and disappear on time.
export const revalidate = 300;
export const generateStaticParams = async () => [];

function decodeSegments(slug: string[]): string | null {
  try {
    return slug.map(decodeURIComponent).join("/");
  } catch {
    return null; // a malformed escape is a 404, not a 500
  }
}

async function findPage(params: Props["params"]) {
  const { lang, slug = [] } = await params;
  if (!isLocale(lang)) return null;
  const path = pagePathSchema.safeParse(decodeSegments(slug));
  if (!path.success) return { lang, page: null };
  const page = await getCachedPage(lang, path.data);
  // An offline page is a 404 for visitors; editors preview it through the editor (000 §4).
  return { lang: lang as Locale, page: page?.is_online ? page : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await findPage(params);
  if (!found) return {};
  // A missing page keeps its 404 title: the error's message (000 §8).
  return found.page ? pageMetadata(found.lang, found.page) : notFoundMetadata(found.lang);
}

/**
 * The catch-all: every CMS page (000 §2), legal pages included. CMS pages get the page-level
 * body class, except the legal routes of the table, which have none (000 §4).
 */
export default async function CmsPage({ params }: Props) {
  const found = await findPage(params);
  if (!found?.page) notFound();
  const isLegal = matchRoute(found.page.urls[found.lang])?.name.startsWith("legals-") ?? false;
  return (
    <>
      {!isLegal && <BodyClass kind="cms" />}
      <CmsPageView lang={found.lang} page={found.page} />
    </>
  );
}
