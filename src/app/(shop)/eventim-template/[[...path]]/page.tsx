import { WebshopPage, webshopMetadata } from "../../../../site/skeletons/webshop-page";

// /eventim-template and any sub-path, in the webshop layout. The cart is per visitor, so never cached.
export const dynamic = "force-dynamic";
export const metadata = webshopMetadata;
export default WebshopPage;
