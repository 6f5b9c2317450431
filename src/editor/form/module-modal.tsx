"use client";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { moduleDefinition, type ModuleType } from "@modules/registry";
import { getFieldMeta } from "@schemas/rules/field";
import type { ContentModule } from "../state/types";
import type { NewModulePlacement } from "../dnd/drop-action";
import type { RenderModuleView } from "../canvas/views";
import { locateModule } from "../state/tree";
import { focusHandleOf } from "../insert/focus-below-header";
import { EditorApiError } from "../api/editor-api";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import { moduleResolver } from "./module-resolver";
import { FieldInput } from "./field-input";
import { hiddenErrors, pathLabel } from "./hidden-errors";
import { DiscardDialog } from "./discard-dialog";
import { useLivePreview } from "./use-live-preview";
import { useDockedDialog } from "./use-docked-dialog";
import styles from "../editor.module.css";
import inspector from "./inspector.module.css";

export type ModalTarget = { placement: NewModulePlacement } | { module: ContentModule };

/** A module's fields in form order: the definition's order first, the others after in schema order. */
function fieldNames(type: ModuleType): string[] {
  const definition = moduleDefinition(type);
  const all = Object.keys(definition.fields);
  const order = (definition.form.order ?? []) as readonly string[];
  return [...order, ...all.filter((name) => !order.includes(name))];
}

interface Props {
  target: ModalTarget;
  onClose: () => void;
  /** A new module was saved (added to the page). */
  onAdded?: (module: ContentModule, placement: NewModulePlacement) => void;
  /** Renders the form's unsaved module on the server (the edit route's server action). */
  renderView: RenderModuleView;
  /** Told whether the form has unsaved changes (opening another form asks first then). */
  onDirty?: (dirty: boolean) => void;
}

/**
 * The module form: generated from the module's schema and field metadata, checked with that
 * same schema as the server is (required fields, domains, lengths show before saving). On wide
 * screens an inspector docked beside the page, a modal dialog on small ones; the module's
 * rendering on the page follows the form while the editor types, and saving stays the save
 * button's. A new module is added only when its form is saved; the server's 400 messages land
 * on their fields. Escape or Cancel closes a form without changes at once and asks first
 * before throwing changes away; closing gives the focus back to the module's handle.
 */
export function ModuleModal({ target, onClose, onAdded, renderView, onDirty }: Props) {
  const { lang, run, views, state } = useEditor();
  const type = "module" in target ? target.module.type : target.placement.type;
  const definition = moduleDefinition(type);
  const dialog = useRef<HTMLDialogElement>(null);
  const defaults: FieldValues = "module" in target ? target.module : { id: crypto.randomUUID(), type, ...definition.form.defaults() };
  const form = useForm<FieldValues>({ defaultValues: defaults, resolver: moduleResolver(definition.schema, lang), mode: "onTouched" });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [confirming, setConfirming] = useState(false);
  const moduleId = "module" in target ? target.module.id : undefined;
  const markSaved = useLivePreview({ form, moduleId, type, lang, render: renderView, views });
  useDockedDialog(dialog);
  const close = () => {
    onClose();
    if (moduleId) focusHandleOf("data-module-id", moduleId);
  };
  const requestClose = () => (isDirty ? setConfirming(true) : close());
  // Escape is taken on its key press: the browser lets a page refuse a dialog's cancel only
  // once per user activation, and a second Escape would then close the form unasked.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    requestClose();
  };
  // A message on a field the form does not draw would block the save unseen: it is listed on top.
  const hidden = hiddenErrors(definition.fields, errors);

  useEffect(() => onDirty?.(isDirty), [isDirty, onDirty]);

  // The page stays usable beside the docked form: a module deleted there takes its form along.
  const gone = moduleId !== undefined && !locateModule(state.sections, moduleId);
  useEffect(() => {
    if (gone) onClose();
  }, [gone, onClose]);

  // A module stored under older rules that fails today's opens with its errors on the fields.
  useEffect(() => {
    if ("module" in target && !definition.schema.safeParse(target.module).success) void form.trigger();
  }, [definition.schema, form, target]);

  const submit = form.handleSubmit(async (values) => {
    const module = values as ContentModule;
    try {
      if ("module" in target) {
        await run({ type: "update-module", module });
        markSaved();
      } else {
        const { section, column, position } = target.placement;
        await run({ type: "add-module", section, column, position, module });
        onAdded?.(module, target.placement);
      }
      close();
    } catch (error) {
      // A colleague changed the section since: the conflict dialog takes over from here.
      if (error instanceof EditorApiError && error.status === 409) onClose();
      else if (error instanceof EditorApiError) {
        for (const [path, messages] of Object.entries(error.fieldErrors)) form.setError(path === "_root" ? "root" : path, { message: messages.join(" ") });
      }
    }
  });

  const label = definition.label[lang];
  const title = "module" in target ? editorText(lang, "edit_module", { label }) : editorText(lang, "new_module", { label });
  return (
    <>
    <dialog ref={dialog} className={`${styles.dialog} ${inspector.dialog}`} aria-labelledby="module-modal-title" data-module-form="" onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}>
      <form onSubmit={submit} className={styles.form} noValidate>
        <h2 id="module-modal-title">{title}</h2>
        {hidden.length > 0 && (
          <div className={styles.errorSummary} role="alert">
            <p>{editorText(lang, "hidden_errors")}</p>
            <ul>{hidden.map(({ path, message }) => <li key={path}>{pathLabel(definition.fields, path, lang)}: {message}</li>)}</ul>
          </div>
        )}
        {fieldNames(type).map((name) => {
          const schema = (definition.fields as Record<string, Parameters<typeof getFieldMeta>[0]>)[name];
          const meta = schema && getFieldMeta(schema);
          if (!meta) return null;
          return <FieldInput key={name} name={name} meta={meta} schema={schema} lang={lang} form={form} />;
        })}
        {errors.root?.message && <p className={styles.fieldError} role="alert">{errors.root.message}</p>}
        <div className={`${styles.actions} ${inspector.actions}`}>
          <button type="button" className={styles.secondary} onClick={requestClose}>{editorText(lang, "cancel")}</button>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>{editorText(lang, "save")}</button>
        </div>
      </form>
    </dialog>
    {confirming && <DiscardDialog lang={lang} onKeep={() => setConfirming(false)} onDiscard={close} />}
    </>
  );
}
