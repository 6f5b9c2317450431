import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { DefaultLayout } from "@/site/shell/default-layout";
import { requestNonce } from "@/server/http/request-nonce";

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

/**
 * Edit mode shows the page in its real surroundings: the same default layout as visitors get,
 * with this request's CSP nonce for the layout's own inline script (edit mode is rendered per
 * request; the visitors' cached layout has none).
 */
export default async function EditLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <DefaultLayout lang={lang} nonce={await requestNonce()}>{children}</DefaultLayout>;
}
