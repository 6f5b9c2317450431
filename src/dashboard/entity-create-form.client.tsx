"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { l } from "@schemas/rules/field";
import type { Locale } from "@schemas/rules/localized";
import { moduleResolver } from "../editor/form/module-resolver";
import { dashboardCall, type CallOutcome } from "./dashboard-call";
import { EntityFields, entityFieldList } from "./entity-fields.client";
import { CREATE_SCHEMAS, withDerivedSlugs, type CreatableKey } from "@schemas/entities/entity-kinds";
import { entityText } from "./entity-text";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";
import { useHydrated } from "@/site/use-hydrated";

interface Props {
  lang: Locale;
  entityKey: CreatableKey;
  /** The fields a new entry starts with (offline, a story published now). */
  defaults: Record<string, unknown>;
}

const SLUG_HELP = { slug: l("Leer lassen: wird aus dem Namen gebildet.", "Leave blank to derive it from the name.") };

/**
 * A new entity, generated from its create schema like the change form from the update schema.
 * Fields are checked as the editor leaves them; on submit the server decides (its 400
 * messages land on their fields, the first is focused), and a created entry opens its change page.
 */
export function EntityCreateForm({ lang, entityKey, defaults }: Props) {
  const hydrated = useHydrated();
  const schema = CREATE_SCHEMAS[entityKey];
  // A blank slug is derived, on the server as here, so a field check never asks for one.
  const check = moduleResolver(schema, lang);
  const form = useForm<FieldValues>({
    defaultValues: defaults,
    mode: "onTouched",
    resolver: (values, context, options) => check(withDerivedSlugs(entityKey, values) as FieldValues, context, options),
  });
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const fields = entityFieldList(schema.shape, SLUG_HELP);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await dashboardCall("POST", `/${lang}/dashboard-api/${entityKey}/`, form.getValues());
    setOutcome(result);
    if (result.kind === "done") {
      const created = result.body as { id?: number } | null;
      router.push(`/${lang}/dashboard/${entityKey}/${created?.id ?? ""}/`);
      return;
    }
    setBusy(false);
    form.clearErrors();
    if (result.kind === "invalid") {
      for (const [path, messages] of Object.entries(result.errors)) form.setError(path === "_root" ? "root" : path, { message: messages.join(" ") });
      const first = Object.keys(result.errors).find((path) => path !== "_root");
      if (first) document.getElementById(`field-${first.replaceAll(".", "-")}`)?.focus();
    }
  };

  const status = !outcome || outcome.kind === "done" ? "" : dashboardText(lang, outcome.kind === "invalid" ? "check_fields" : outcome.kind);
  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate aria-describedby="entity-create-status">
      <EntityFields lang={lang} fields={fields} form={form} />
      <div className={styles.bar}>
        <button type="submit" className={styles.button} disabled={busy || !hydrated}>{entityText(lang, busy ? "creating" : "create")}</button>
        <p id="entity-create-status" role="status" className={styles.error}>
          {status}
          {form.formState.errors.root?.message && ` ${form.formState.errors.root.message}`}
        </p>
      </div>
    </form>
  );
}
