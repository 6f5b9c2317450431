// /{lang}/user/login — user-login of the visitors' user area (001 §2)
import { routePath } from "@/i18n/routes";
import { LoginForm } from "@/site/account/login-form.client";
import { userAreaRoute } from "@/site/account/user-area-route";

const route = userAreaRoute("user-login", (lang) => <LoginForm lang={lang} next={routePath("user-profile", lang)} resetHref={routePath("user-password-reset", lang)} registerHref={routePath("user-register", lang)} />, { intro: "account:login.intro" });

export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
