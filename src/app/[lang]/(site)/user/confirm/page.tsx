// /{lang}/user/confirm — user-confirm of the visitors' user area (001 §2)
import { routePath } from "@/i18n/routes";
import { ConfirmView } from "@/site/account/confirm-view.client";
import { userAreaRoute } from "@/site/account/user-area-route";

const route = userAreaRoute("user-confirm", (lang) => <ConfirmView lang={lang} loginHref={routePath("user-login", lang)} />, {});

export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
