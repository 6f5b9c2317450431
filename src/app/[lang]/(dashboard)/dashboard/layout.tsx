import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { DashboardLayout } from "@/site/shell/dashboard-layout";

// Every dashboard page reads the session and the database as they are now: never cached,
// never prerendered. Each page checks the session itself (src/dashboard/access.ts).
export const dynamic = "force-dynamic";

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <DashboardLayout lang={lang}>{children}</DashboardLayout>;
}
