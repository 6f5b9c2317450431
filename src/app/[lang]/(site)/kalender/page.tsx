import { skeletonRoute } from "../../../../site/skeletons/skeleton-route";

// Content comes with a later issue; until then the route answers with its skeleton (000 §2).
const route = skeletonRoute({ name: "calendar", folder: "kalender", area: "events", variant: "list", bodyClass: "events" });

export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
