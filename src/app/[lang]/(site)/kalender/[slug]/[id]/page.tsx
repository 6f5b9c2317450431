import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { isLocale } from "../../../../../../../schemas/rules/localized";
import { routeAlternates } from "../../../../../../i18n/routes";
import { pageTitle } from "../../../../../../site/content/page-metadata";
import { EventDetailPage } from "../../../../../../site/programme/event-detail-page";
import { getCachedEvent } from "../../../../../../site/programme/get-details";
import { getCachedSettings } from "../../../../../../site/settings/get-settings";

export const revalidate = 300;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ lang: string; slug: string; id: string }> };

async function load(params: Props["params"]) {
  const { lang, slug, id } = await params;
  if (!isLocale(lang) || !/^[1-9]\d{0,8}$/.test(id)) return null;
  const event = await getCachedEvent(Number(id), lang);
  return event ? { lang, slug: decodeURIComponent(slug), event } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { lang, event } = found;
  const settings = await getCachedSettings();
  // hreflang: the English slug differs, so the other language's path is read from its own detail.
  const other = lang === "de" ? "en" : "de";
  const otherEvent = await getCachedEvent(event.id, other);
  const alternates = routeAlternates("event", lang, { slug: event.slug, id: event.id });
  if (otherEvent) alternates.languages = { ...alternates.languages, [other]: otherEvent.url, "x-default": lang === "de" ? event.url : otherEvent.url };
  return {
    title: { absolute: pageTitle(lang, event.name, settings.site_name[lang]) },
    description: event.teaser_text || undefined,
    alternates,
  };
}

export default async function EventPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  // A renamed event keeps working: the old slug leads to the canonical one.
  if (found.slug !== found.event.slug) permanentRedirect(found.event.url);
  return <EventDetailPage lang={found.lang} event={found.event} />;
}
