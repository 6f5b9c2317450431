// /{lang}/user/register — user-register of the visitors' user area (001 §2)
import { routePath } from "@/i18n/routes";
import { RegisterForm } from "@/site/account/register-form.client";
import { userAreaRoute } from "@/site/account/user-area-route";

const route = userAreaRoute("user-register", (lang) => <RegisterForm lang={lang} loginHref={routePath("user-login", lang)} />, { intro: "account:register.intro" });

export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
