"use client";
import { useState } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import type { Locale } from "@schemas/rules/localized";
import { moduleResolver } from "../editor/form/module-resolver";
import { EntityFields, entityFieldList } from "./entity-fields.client";
import { entityFields, ENTITY_SCHEMAS, type EntityKey } from "@schemas/entities/entity-kinds";
import { acceptsNull } from "@schemas/rules/field-shape";
import { saveEntity, type SaveOutcome } from "./save-entity";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";
import { useHydrated } from "@/site/use-hydrated";

interface Props {
  lang: Locale;
  entityKey: EntityKey;
  id: number;
  values: Record<string, unknown>;
}

/**
 * An entity's change form, generated from its update schema and field metadata and checked
 * with that schema as the server is (required fields, URLs, lengths show before saving).
 * Translated fields appear once per language. Only the changed fields are sent (PATCH); the
 * server's 400 messages land on their fields.
 */
export function EntityForm({ lang, entityKey, id, values }: Props) {
  const hydrated = useHydrated();
  const schema = ENTITY_SCHEMAS[entityKey];
  const form = useForm<FieldValues>({ defaultValues: values, resolver: moduleResolver(schema, lang), mode: "onTouched" });
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const fields = entityFieldList(entityFields(entityKey));

  const submit = form.handleSubmit(async (parsed) => {
    const dirty = Object.keys(form.formState.dirtyFields);
    const change: Record<string, unknown> = {};
    for (const name of dirty) {
      const fieldSchema = entityFields(entityKey)[name];
      // An emptied optional field is absent from the parsed values: it is cleared (null).
      if (name in parsed) change[name] = parsed[name];
      else if (fieldSchema && acceptsNull(fieldSchema)) change[name] = null;
    }
    const result = await saveEntity(lang, entityKey, id, change);
    setOutcome(result);
    if (result.kind === "saved") form.reset(result.values);
    if (result.kind === "invalid") {
      for (const [path, messages] of Object.entries(result.errors)) form.setError(path === "_root" ? "root" : path, { message: messages.join(" ") });
      const first = Object.keys(result.errors)[0];
      if (first && first !== "_root") form.setFocus(first);
    }
  }, () => setOutcome({ kind: "invalid", errors: {} }));

  const { isSubmitting, errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-describedby="entity-form-status">
      <EntityFields lang={lang} fields={fields} form={form} />
      <div className={styles.bar}>
        <button type="submit" className={styles.button} disabled={isSubmitting || !hydrated}>
          {dashboardText(lang, isSubmitting ? "saving" : "save")}
        </button>
        <p id="entity-form-status" role="status" className={outcome?.kind === "saved" || outcome?.kind === "unchanged" ? styles.status : styles.error}>
          {outcome && dashboardText(lang, outcome.kind === "invalid" ? "check_fields" : outcome.kind)}
          {errors.root?.message && ` ${errors.root.message}`}
        </p>
      </div>
    </form>
  );
}
