import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { DefaultLayout } from "@/site/shell/default-layout";

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

/** Every visitor page of a language: the default layout of 000 §2 around it. */
export default async function SiteLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <DefaultLayout lang={lang}>{children}</DefaultLayout>;
}
