// /{lang}/user/logout — user-logout of the visitors' user area (001 §2)
import { LogoutView } from "@/site/account/logout-view.client";
import { userAreaRoute } from "@/site/account/user-area-route";

const route = userAreaRoute("user-logout", (lang) => <LogoutView lang={lang} />, {});

export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
