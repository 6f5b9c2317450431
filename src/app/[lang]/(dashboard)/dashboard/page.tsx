import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "../../../../../schemas/rules/localized";
import { getT } from "../../../../i18n/translate";
import { PageHeader } from "../../../../site/shell/page-header";
import { Skeleton } from "../../../../site/skeletons/skeletons";

interface Props { params: Promise<{ lang: string }> }

export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return isLocale(lang) ? { title: getT(lang)("routes:titles.dashboard"), robots: { index: false, follow: false } } : {};
}

/** The editors' start page; the editor issue gives it content. */
export default async function DashboardPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const t = getT(lang);
  return (
    <>
      <PageHeader lang={lang} title={t("routes:titles.dashboard")} intro={<p>{t("routes:upcoming.dashboard")}</p>} />
      <Skeleton variant="list" />
    </>
  );
}
