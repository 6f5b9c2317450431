import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { magazineMetadata } from "@/site/magazine/page-meta";
import { MagazineList } from "@/site/magazine/magazine-view";

export const revalidate = 300;
export const generateStaticParams = async () => [];
type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return isLocale(lang) ? magazineMetadata(lang, getT(lang)("routes:titles.magazine"), "magazine") : {};
}

export default async function MagazinePage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const title = getT(lang)("routes:titles.magazine");
  return <MagazineList lang={lang} title={title} trail={[{ id: -1, title, url: routePath("magazine", lang) }]} current="all" />;
}
