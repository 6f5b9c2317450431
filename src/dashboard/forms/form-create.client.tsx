"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { slugify } from "@schemas/entities/common";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { dashboardCall } from "../dashboard-call";
import styles from "../dashboard.module.css";
import { formsText } from "./texts";
import { useHydrated } from "@/site/use-hydrated";

/** A small form above the forms list: title and slug per language, then on to the new form's change page. */
export function FormCreate({ lang }: { lang: Locale }) {
  const hydrated = useHydrated();
  const [titles, setTitles] = useState({ de: "", en: "" });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const router = useRouter();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await dashboardCall("POST", `/${lang}/dashboard-api/form-create/`, {
      title: titles, slug: { de: slugify(titles.de), en: slugify(titles.en) },
    });
    setBusy(false);
    if (outcome.kind === "done") {
      router.push(`/${lang}/dashboard/forms/${(outcome.body as { id: number }).id}/`);
      return;
    }
    setErrors(outcome.kind === "invalid" ? outcome.errors : {});
    setFailed(outcome.kind !== "invalid");
  }

  return (
    <form className={styles.search} onSubmit={(event) => void submit(event)} aria-labelledby="form-create-title" noValidate>
      <h2 id="form-create-title">{formsText(lang, "new_form")}</h2>
      {LOCALES.map((locale) => {
        const message = errors[`title.${locale}`]?.[0] ?? errors[`slug.${locale}`]?.[0];
        return (
          <label key={locale}>
            {formsText(lang, "title_lang", { lang: locale.toUpperCase() })}
            <input value={titles[locale]} onChange={(event) => setTitles({ ...titles, [locale]: event.target.value })} maxLength={200}
              aria-invalid={message ? true : undefined} aria-describedby={message ? `form-create-${locale}-error` : undefined} />
            {message && <span id={`form-create-${locale}-error`} className={styles.fieldError}>{message}</span>}
          </label>
        );
      })}
      <button type="submit" className={styles.button} disabled={busy || !hydrated}>{formsText(lang, busy ? "creating" : "create")}</button>
      <p role="status" className={styles.error}>{failed ? formsText(lang, "failed") : ""}</p>
    </form>
  );
}
