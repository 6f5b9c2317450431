import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { isLocale } from "../../../../schemas/rules/localized";
import { DefaultLayout } from "../../../site/shell/default-layout";

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

/** Edit mode shows the page in its real surroundings: the same default layout as visitors get. */
export default async function EditLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <DefaultLayout lang={lang}>{children}</DefaultLayout>;
}
