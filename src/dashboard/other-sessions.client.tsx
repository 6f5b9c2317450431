"use client";
import { endedSessionsSchema } from "@schemas/api/sessions";
import type { Locale } from "@schemas/rules/localized";
import { ConfirmAction } from "./confirm-action.client";
import { dashboardText } from "./text";

/** How many other sessions ended, as a sentence. */
function endedText(lang: Locale, body: unknown): string {
  const answer = endedSessionsSchema.safeParse(body);
  if (!answer.success) return dashboardText(lang, "failed");
  const { ended } = answer.data;
  if (ended === 0) return dashboardText(lang, "sessions_none");
  return ended === 1 ? dashboardText(lang, "sessions_one") : dashboardText(lang, "sessions_many", { number: ended });
}

/**
 * The editor logs out on every other device (a shared computer, a lost laptop) after a
 * question; the answer says on how many. This browser stays logged in.
 */
export function OtherSessions({ lang }: { lang: Locale }) {
  return (
    <>
      <p>{dashboardText(lang, "sessions_intro")}</p>
      <ConfirmAction lang={lang} label={dashboardText(lang, "sessions_end")} method="DELETE" url={`/${lang}/pageeditor-api/sessions/others`}
        question={dashboardText(lang, "sessions_question")} announce={(body) => endedText(lang, body)} />
    </>
  );
}
