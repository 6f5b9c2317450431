import type { ReactNode } from "react";
import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { rootMetadata } from "@/site/content/page-metadata";
import "@/site/styles/tokens.css";
import "@/site/styles/base.css";
import "@/site/styles/fonts.css";

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, maximumScale: 5 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return isLocale(lang) ? rootMetadata(lang) : {};
}

/**
 * The root of both languages: the document and its language. What surrounds a page comes
 * from the layout of its route group: (site) has the default layout of 000 §2, (dashboard)
 * the editors' layout. The webshop paths have a root layout of their own, src/app/(shop).
 */
export default async function LangRootLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  );
}
