// /{lang}/user/settings — user-settings of the visitors' user area (001 §2)
import { routePath } from "@/i18n/routes";
import { SettingsView } from "@/site/account/settings-view.client";
import { userAreaRoute } from "@/site/account/user-area-route";

const route = userAreaRoute("user-settings", (lang) => <SettingsView lang={lang} loginHref={routePath("user-login", lang)} />, { intro: "account:settings.intro" });

export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
