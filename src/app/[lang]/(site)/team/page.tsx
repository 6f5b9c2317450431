import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { routeAlternates } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { pageTitle } from "@/site/content/page-metadata";
import { getCachedPeople } from "@/site/programme/get-details";
import { TeamListPage } from "@/site/programme/team-pages";
import { getCachedSettings } from "@/site/settings/get-settings";

export const revalidate = 300;
export const generateStaticParams = async () => [];
type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const settings = await getCachedSettings();
  return {
    title: { absolute: pageTitle(lang, getT(lang)("routes:titles.team"), settings.site_name[lang]) },
    description: getT(lang)("routes:descriptions.team"),
    alternates: routeAlternates("team", lang),
  };
}

export default async function TeamPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <TeamListPage lang={lang} people={await getCachedPeople(lang)} />;
}
