import { WebshopRoute, webshopMetadata, type ShopPageProps } from "@/site/webshop/webshop-route";

// /webshop and any sub-path, in the webshop layout. The cart is per visitor, so never cached.
export const dynamic = "force-dynamic";
export const generateMetadata = webshopMetadata;

export default function Page(props: ShopPageProps) {
  return <WebshopRoute prefix="/webshop" {...props} />;
}
