import { EventDetailPage } from "@/site/programme/event-detail-page";
import { detailRoute } from "@/site/programme/detail-route";
import { getCachedEvent } from "@/site/programme/get-details";

export const revalidate = 300;
export const generateStaticParams = async () => [];
// A renamed event keeps working: the old slug leads to the canonical one (detailRoute).
const route = detailRoute("event", getCachedEvent, (lang, event) => <EventDetailPage lang={lang} event={event} />, {
  metadata: (_lang, event) => ({ description: event.teaser_text || undefined }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
