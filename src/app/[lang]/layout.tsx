import type { ReactNode } from "react";
import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "../../../schemas/rules/localized";
import { getT } from "../../i18n/translate";
import { getCachedNavigation } from "../../site/navigation/get-navigation";
import { getCachedSettings } from "../../site/settings/get-settings";
import { SiteHeader } from "../../site/shell/site-header";
import { SiteFooter } from "../../site/shell/site-footer";
import "../../site/styles/tokens.css";
import "../../site/styles/base.css";

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, maximumScale: 5 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return isLocale(lang) ? { title: getT(lang)("common:site_name") } : {};
}

/** The default layout: skip link, header, the page as main content, footer (000 §2). */
export default async function LangLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const t = getT(lang);
  const [navigation, settings] = await Promise.all([getCachedNavigation(lang), getCachedSettings()]);
  const siteName = settings.site_name[lang];
  return (
    <html lang={lang}>
      <body>
        <a href="#main-content" className="skip-link">{t("common:skip_to_content")}</a>
        <SiteHeader lang={lang} siteName={siteName} navigation={navigation} />
        <main id="main-content" tabIndex={-1}>{children}</main>
        <SiteFooter lang={lang} siteName={siteName} navigation={navigation} />
      </body>
    </html>
  );
}
