import { detailRoute } from "@/site/programme/detail-route";
import { getCachedProduction } from "@/site/programme/get-details";
import { ProductionDetailPage } from "@/site/programme/production-detail-page";

export const revalidate = 300;
export const generateStaticParams = async () => [];
// A renamed production keeps working: the old slug leads to the canonical one (detailRoute).
const route = detailRoute("production", getCachedProduction, (lang, production) => <ProductionDetailPage lang={lang} production={production} />, {
  metadata: (_lang, production) => ({ description: production.teaser_text || undefined }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
