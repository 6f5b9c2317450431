import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { NotFoundPage } from "@/site/errors/not-found-page";
import { notFoundMetadata } from "@/site/errors/not-found-metadata";

interface Props {
  params: Promise<{ lang: string }>;
}

// Cached like every page, and kept fresh by the same edits (menus, settings). The proxy
// (src/proxy.ts) rewrites every 404 here, with its status: not-found.tsx boundaries draw
// their page only in the browser (src/server/http/not-found-answers.ts).
export const revalidate = 300;
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return isLocale(lang) ? notFoundMetadata(lang) : {};
}

/** The 404 page of 000 §8 in the default layout, drawn on the server. */
export default async function NotFoundRoute({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <NotFoundPage />;
}
