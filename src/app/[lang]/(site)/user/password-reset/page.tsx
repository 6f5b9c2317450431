// /{lang}/user/password-reset — user-password-reset of the visitors' user area (001 §2)
import { routePath } from "@/i18n/routes";
import { PasswordReset } from "@/site/account/password-reset.client";
import { userAreaRoute } from "@/site/account/user-area-route";

const route = userAreaRoute("user-password-reset", (lang) => <PasswordReset lang={lang} loginHref={routePath("user-login", lang)} />, {});

export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
