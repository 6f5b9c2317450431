import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { routeAlternates } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { pageTitle } from "@/site/content/page-metadata";
import { EventListPage } from "@/site/programme/event-list-page";
import { getCachedSettings } from "@/site/settings/get-settings";

// Cached HTML shared by every visitor; the query (date, filters) is read on the client only.
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const settings = await getCachedSettings();
  return {
    title: { absolute: pageTitle(lang, getT(lang)("routes:titles.calendar"), settings.site_name[lang]) },
    description: getT(lang)("routes:descriptions.calendar"),
    alternates: routeAlternates("calendar", lang),
  };
}

export default async function CalendarPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <EventListPage lang={lang} />;
}
