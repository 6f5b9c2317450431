import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { getArticleTags } from "@/site/magazine/get-magazine";
import { MagazineNav } from "@/site/magazine/magazine-view";
import { magazineMetadata } from "@/site/magazine/page-meta";
import { PageHeader } from "@/site/shell/page-header";
import styles from "@/site/programme/detail.module.css";

export const revalidate = 300;
export const generateStaticParams = async () => [];
type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return isLocale(lang) ? magazineMetadata(lang, getT(lang)("programme:magazine.all_topics"), "magazine-tags") : {};
}

/** All topics of the magazine, most used first. */
export default async function TagsPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const t = getT(lang);
  const title = t("programme:magazine.all_topics");
  const tags = await getArticleTags(lang);
  return (
    <div className={styles.page}>
      <PageHeader lang={lang} title={title} trail={[{ id: -2, title: t("routes:titles.magazine"), url: routePath("magazine", lang) }, { id: -1, title, url: routePath("magazine-tags", lang) }]} />
      <MagazineNav lang={lang} current="topics" />
      <ul className={styles.nav}>
        {tags.map((tag) => <li key={tag.id}><a href={tag.url}>#{tag.name} ({tag.articles})</a></li>)}
      </ul>
    </div>
  );
}
