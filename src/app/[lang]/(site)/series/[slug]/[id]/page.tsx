import { detailRoute } from "@/site/programme/detail-route";
import { getCachedSeries } from "@/site/programme/get-details";
import { SeriesPage } from "@/site/programme/series-venue-pages";

export const revalidate = 300;
export const generateStaticParams = async () => [];
const route = detailRoute("series", getCachedSeries, (lang, series) => <SeriesPage lang={lang} series={series} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
