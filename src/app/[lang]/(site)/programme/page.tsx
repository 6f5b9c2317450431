import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { routeAlternates } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { pageTitle } from "@/site/content/page-metadata";
import { ProductionListPage } from "@/site/programme/production-list-page";
import { getCachedSettings } from "@/site/settings/get-settings";

// Cached HTML shared by every visitor; the query (filters, date, page) is read on the client only.
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const settings = await getCachedSettings();
  return {
    title: { absolute: pageTitle(lang, getT(lang)("routes:titles.programme"), settings.site_name[lang]) },
    description: getT(lang)("routes:descriptions.programme"),
    alternates: routeAlternates("programme", lang),
  };
}

export default async function ProgrammePage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <ProductionListPage lang={lang} />;
}
