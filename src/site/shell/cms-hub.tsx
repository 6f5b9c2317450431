import Link from "next/link";
import type { Locale } from "@schemas/rules/localized";
import { isExternalLink } from "@schemas/rules/link";
import { getT } from "@/i18n/translate";
import { routePath } from "@/i18n/routes";
import type { NavItem } from "@/contracts/navigation";
import { getCachedNavigation } from "../navigation/get-navigation";
import { PageHeader } from "./page-header";
import styles from "./cms-hub.module.css";

function Tree({ items }: { items: NavItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.url}-${item.menu_name}`}>
          {isExternalLink(item.url) ? <a href={item.url}>{item.menu_name}</a> : <Link href={item.url}>{item.menu_name}</Link>}
          {item.children.length > 0 && <Tree items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The CMS hub (000 §2 "cms-hub"): every page of the navigation on one page, the main menu
 * as a tree and the footer's pages after it. Read from the navigation, so it follows the
 * editors' changes (tag "navigation").
 */
export async function CmsHub({ lang }: { lang: Locale }) {
  const t = getT(lang);
  const navigation = await getCachedNavigation(lang);
  const title = t("routes:titles.cms-hub");
  const footer = navigation.footer.filter((item) => item.url.startsWith("/"));
  return (
    <>
      <PageHeader lang={lang} title={title} trail={[{ id: -1, title, url: routePath("cms-hub", lang) }]} intro={<p>{t("routes:hub_intro")}</p>} />
      <div className={styles.hub}>
        <section aria-labelledby="hub-menu">
          <h2 id="hub-menu">{t("common:main_navigation")}</h2>
          <Tree items={navigation.menu} />
        </section>
        {footer.length > 0 && (
          <section aria-labelledby="hub-footer">
            <h2 id="hub-footer">{t("common:footer_navigation")}</h2>
            <Tree items={footer} />
          </section>
        )}
      </div>
    </>
  );
}
