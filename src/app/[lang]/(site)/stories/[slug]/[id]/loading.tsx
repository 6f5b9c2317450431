import { RouteLoading } from "@/site/skeletons/route-loading.client";
import { loadingTexts } from "@/site/skeletons/loading-texts";

/** While a story loads: its layout's shape, no content (000 §2). */
export default function Loading() {
  return <RouteLoading variant="detail" texts={loadingTexts()} />;
}
