import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@schemas/rules/localized";
import { getT, type VisitorKey } from "@/i18n/translate";
import { routeAlternates, routePath, type RouteName } from "@/i18n/routes";
import { pageTitle } from "../content/page-metadata";
import { getCachedSettings } from "../settings/get-settings";
import { PageHeader } from "../shell/page-header";
import styles from "./account.module.css";

type Params = Promise<{ lang: string }>;
export type UserAreaRoute = Extract<RouteName, `user-${string}`>;

/**
 * A page of the user area. Each is one cached document per language, the same for every
 * visitor (no cookie is read and none is set); what belongs to the account is fetched by the
 * page's client part. Kept out of search engines.
 */
export function userAreaRoute(name: UserAreaRoute, content: (lang: Locale) => ReactNode, options: { intro?: VisitorKey; wide?: boolean } = {}) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { lang } = await params;
    if (!isLocale(lang)) return {};
    const settings = await getCachedSettings();
    return {
      title: { absolute: pageTitle(lang, getT(lang)(`routes:titles.${name}`), settings.site_name[lang]) },
      alternates: routeAlternates(name, lang, {} as never),
      robots: { index: false },
    };
  }

  async function Page({ params }: { params: Params }) {
    const { lang } = await params;
    if (!isLocale(lang)) notFound();
    const t = getT(lang);
    const title = t(`routes:titles.${name}`);
    return (
      <>
        <PageHeader lang={lang} title={title} trail={[{ id: -1, title, url: routePath(name, lang) }]}
          intro={options.intro ? <p>{t(options.intro)}</p> : undefined} />
        <div className={options.wide ? styles.wide : styles.area}>{content(lang)}</div>
      </>
    );
  }

  return { generateMetadata, Page };
}
