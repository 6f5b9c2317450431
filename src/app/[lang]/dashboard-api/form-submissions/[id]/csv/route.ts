// GET /{lang}/dashboard-api/form-submissions/{id}/csv/?from&to&sep — a form's submissions as CSV, for editors
import { VALUELESS_KINDS } from "@schemas/entities/form-field";
import { submissionQuerySchema } from "@schemas/entities/form-fields-list";
import { editorRoute } from "@/server/auth/editor-route";
import { readFormFields } from "@/server/forms/admin";
import { toCsv } from "@/server/forms/csv";
import { exportSubmissions } from "@/server/forms/submissions";
import { parseQuery } from "@/server/http/handler";
import { idSegment } from "@/server/http/params";
import { formsText } from "@/dashboard/forms/texts";

export const GET = editorRoute<{ lang: string; id: string }>(async (request, { db, params, lang }) => {
  const formId = idSegment(params.id);
  const query = parseQuery(request, submissionQuerySchema);
  const [fields, rows] = await Promise.all([readFormFields(db, formId), exportSubmissions(db, formId, query)]);
  // Headings take no value; keys that no field has any more (removed since) still get their column.
  const valued = fields.filter((field) => !VALUELESS_KINDS.includes(field.field_type));
  const slugs = [...new Set([...valued.map((field) => field.slug), ...rows.flatMap((row) => Object.keys(row.field_values))])];
  const labels = new Map(fields.map((field) => [field.slug, field.label[lang]]));
  const header = [formsText(lang, "col_number"), formsText(lang, "col_received"), formsText(lang, "col_language"), ...slugs.map((slug) => labels.get(slug) ?? slug)];
  const body = toCsv(header, rows.map((row) => [row.id, row.created_at.toISOString(), row.lang, ...slugs.map((slug) => row.field_values[slug])]), query.sep === "semicolon" ? ";" : ",");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="formular-${formId}-einsendungen.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
