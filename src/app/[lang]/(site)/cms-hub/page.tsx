import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { routeAlternates } from "@/i18n/routes";
import { pageTitle } from "@/site/content/page-metadata";
import { getCachedSettings } from "@/site/settings/get-settings";
import { CmsHub } from "@/site/shell/cms-hub";

interface Props { params: Promise<{ lang: string }> }

export const revalidate = 300;
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const settings = await getCachedSettings();
  return { title: { absolute: pageTitle(lang, getT(lang)("routes:titles.cms-hub"), settings.site_name[lang]) }, alternates: routeAlternates("cms-hub", lang) };
}

export default async function CmsHubPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <CmsHub lang={lang} />;
}
