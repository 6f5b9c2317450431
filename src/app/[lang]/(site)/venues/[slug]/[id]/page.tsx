import { detailRoute } from "@/site/programme/detail-route";
import { getCachedVenue } from "@/site/programme/get-details";
import { VenuePage } from "@/site/programme/series-venue-pages";

export const revalidate = 300;
export const generateStaticParams = async () => [];
const route = detailRoute("venue", getCachedVenue, (lang, venue) => <VenuePage lang={lang} venue={venue} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
