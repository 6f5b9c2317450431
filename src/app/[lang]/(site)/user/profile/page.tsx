// /{lang}/user/profile — user-profile of the visitors' user area (001 §2)
import { routePath } from "@/i18n/routes";
import { DEFAULT_WEBSHOP_URL } from "@/server/site/user-details";
import { ProfileView } from "@/site/account/profile-view.client";
import { userAreaRoute } from "@/site/account/user-area-route";

const route = userAreaRoute("user-profile", (lang) => <ProfileView lang={lang} loginHref={routePath("user-login", lang)} settingsHref={routePath("user-settings", lang)} cartHref={DEFAULT_WEBSHOP_URL} />, { intro: "account:profile.intro", wide: true });

export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
