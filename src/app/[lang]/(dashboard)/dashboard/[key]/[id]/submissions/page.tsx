import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { submissionQuerySchema } from "@schemas/entities/form-fields-list";
import { dashboardUrl } from "@/server/auth/admin-menus";
import { DashboardLogin } from "@/dashboard/dashboard-login";
import { DashboardShell } from "@/dashboard/dashboard-shell";
import { SubmissionsList } from "@/dashboard/forms/submissions-list";
import { submissionsAccess } from "@/dashboard/forms/submissions-access";
import { formsText } from "@/dashboard/forms/texts";

interface Props {
  params: Promise<{ lang: string; key: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /{lang}/dashboard/forms/{id}/submissions/ — a form's submissions, filtered by date, exported as CSV. */
export default async function SubmissionsPage({ params, searchParams }: Props) {
  const found = await submissionsAccess(await params);
  if (!found) notFound();
  const { lang, access, db, form } = found;
  if (access.kind === "login" || access.kind === "password") return <DashboardLogin lang={lang} access={access} />;
  if (access.kind !== "ok") notFound();
  const raw = await searchParams;
  const query = submissionQuerySchema.parse(Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value])));
  return (
    <DashboardShell lang={lang} user={access.user} current="forms">
      <p><a href={dashboardUrl(lang, "forms", form.id)}>{formsText(lang, "back_form")}</a></p>
      <h1>{formsText(lang, "submissions_of", { name: form.title[lang] })}</h1>
      <SubmissionsList db={db} lang={lang} formId={form.id} query={query} />
    </DashboardShell>
  );
}
