import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { dashboardUrl } from "@/server/auth/admin-menus";
import { readFormFields } from "@/server/forms/admin";
import { getSubmission } from "@/server/forms/submissions";
import { DashboardLogin } from "@/dashboard/dashboard-login";
import { DashboardShell } from "@/dashboard/dashboard-shell";
import { SubmissionView } from "@/dashboard/forms/submission-view";
import { submissionsAccess } from "@/dashboard/forms/submissions-access";
import { formsText } from "@/dashboard/forms/texts";

interface Props { params: Promise<{ lang: string; key: string; id: string; submission: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /{lang}/dashboard/forms/{id}/submissions/{n}/ — one submission with its answers and files. */
export default async function SubmissionPage({ params }: Props) {
  const raw = await params;
  const found = await submissionsAccess(raw);
  if (!found || !/^\d{1,9}$/.test(raw.submission)) notFound();
  const { lang, access, db, form } = found;
  if (access.kind === "login" || access.kind === "password") return <DashboardLogin lang={lang} access={access} />;
  if (access.kind !== "ok") notFound();
  const [submission, fields] = await Promise.all([getSubmission(db, form.id, Number(raw.submission)), readFormFields(db, form.id)]);
  if (!submission) notFound();
  return (
    <DashboardShell lang={lang} user={access.user} current="forms">
      <p><a href={`${dashboardUrl(lang, "forms", form.id)}submissions/`}>{formsText(lang, "back")}</a></p>
      <h1>{formsText(lang, "submission_n", { n: submission.id })}: {form.title[lang]}</h1>
      <SubmissionView lang={lang} fields={fields} submission={submission} />
    </DashboardShell>
  );
}
