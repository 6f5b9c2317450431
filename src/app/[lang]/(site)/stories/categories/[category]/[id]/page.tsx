import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { isLocale, type Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { cachedFilterOptions } from "@/server/services/cached-reads";
import { magazineMetadata } from "@/site/magazine/page-meta";
import { MagazineList } from "@/site/magazine/magazine-view";

export const revalidate = 300;
export const generateStaticParams = async () => [];
type Props = { params: Promise<{ lang: string; category: string; id: string }> };

async function load(params: Props["params"]) {
  const { lang, category, id } = await params;
  if (!isLocale(lang) || !/^[1-9]\d{0,8}$/.test(id)) return null;
  const found = (await cachedFilterOptions("article-categories", lang)).find((entry) => entry.id === Number(id));
  return found ? { lang: lang as Locale, slug: decodeURIComponent(category), category: found } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  return found ? magazineMetadata(found.lang, found.category.name, "magazine-category", { category: found.category.slug, id: found.category.id }) : {};
}

export default async function CategoryPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { lang, category } = found;
  const url = routePath("magazine-category", lang, { category: category.slug, id: category.id });
  if (found.slug !== category.slug) permanentRedirect(url);
  const magazine = getT(lang)("routes:titles.magazine");
  return <MagazineList lang={lang} title={category.name} category={category.id} current={category.id}
    trail={[{ id: -2, title: magazine, url: routePath("magazine", lang) }, { id: -1, title: category.name, url }]} />;
}
