// POST /{lang}/api/forms-entries/ — a visitor sends a form: {form, field_values}, CSRF header (000 §7)
import { NextResponse } from "next/server";
import { getDb } from "@/server/db/client";
import { submissionWait, tooManyRequests } from "@/server/forms/limits";
import { submitFormEntry } from "@/server/forms/submit";
import { readJson } from "@/server/http/body";
import { clientAddress } from "@/server/http/client-address";
import { csrfProtected } from "@/server/http/csrf";
import { handler } from "@/server/http/handler";
import { scheduleMailDelivery } from "@/server/mail/schedule";

/** Room for the longest values of a long form; file fields carry tokens, not files. */
const MAX_BODY_BYTES = 64 * 1024;

export const POST = handler<{ lang: string }>(csrfProtected(async (request, { lang }) => {
  const { db } = await getDb();
  const wait = await submissionWait(db, clientAddress(request));
  if (wait !== null) return tooManyRequests(wait);
  const body: unknown = (await readJson(request, MAX_BODY_BYTES)) ?? {};
  const outcome = await submitFormEntry(db, body, lang);
  // After the commit: a slow or absent mail server never holds up or loses the submission.
  if (outcome.kind === "stored" && outcome.mails) scheduleMailDelivery();
  return NextResponse.json(outcome.answer, { status: 201 });
}));
