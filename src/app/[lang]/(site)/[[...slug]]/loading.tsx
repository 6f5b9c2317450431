import { RouteLoading } from "@/site/skeletons/route-loading.client";
import { loadingTexts } from "@/site/skeletons/loading-texts";

/** While the home page or a CMS page loads: its layout's shape, no content (000 §2). */
export default function Loading() {
  return <RouteLoading variant="detail" rootVariant="home" texts={loadingTexts()} />;
}
