import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { MagazineHeadline } from "@/site/shell/magazine-headline";

/** The stories layout: the magazine headline above every magazine route (000 §2). */
export default async function StoriesLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return (
    <>
      <MagazineHeadline lang={lang} />
      {children}
    </>
  );
}
