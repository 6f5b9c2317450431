import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { isLocale, type Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { getArticleTags } from "@/site/magazine/get-magazine";
import { magazineMetadata } from "@/site/magazine/page-meta";
import { MagazineList } from "@/site/magazine/magazine-view";

export const revalidate = 300;
export const generateStaticParams = async () => [];
type Props = { params: Promise<{ lang: string; tag: string; id: string }> };

async function load(params: Props["params"]) {
  const { lang, tag, id } = await params;
  if (!isLocale(lang) || !/^[1-9]\d{0,8}$/.test(id)) return null;
  const found = (await getArticleTags(lang)).find((entry) => entry.id === Number(id));
  return found ? { lang: lang as Locale, slug: decodeURIComponent(tag), tag: found } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  return found ? magazineMetadata(found.lang, `#${found.tag.name}`, "magazine-tag", { tag: found.tag.slug, id: found.tag.id }) : {};
}

export default async function TagPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { lang, tag } = found;
  if (found.slug !== tag.slug) permanentRedirect(tag.url);
  const t = getT(lang);
  return <MagazineList lang={lang} title={`#${tag.name}`} tag={tag.id} current="topics"
    trail={[{ id: -3, title: t("routes:titles.magazine"), url: routePath("magazine", lang) }, { id: -2, title: t("programme:magazine.all_topics"), url: routePath("magazine-tags", lang) }, { id: -1, title: `#${tag.name}`, url: tag.url }]} />;
}
