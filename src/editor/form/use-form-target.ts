"use client";
import { useCallback, useRef, useState } from "react";
import type { ModalTarget } from "./module-modal";
import { focusFirstField } from "./use-docked-dialog";

/** A form to open; one for a module added by click gives the new module the focus once saved. */
export type FormTarget = ModalTarget & { byClick?: boolean };

/** Which form a target is: the module's own, or a new module's at its place. */
export const formKey = (target: ModalTarget) => ("module" in target
  ? target.module.id
  : `${target.placement.section}-${target.placement.column}-${target.placement.position ?? "end"}-${target.placement.type}`);

/**
 * The open module form, and the one asked for while it has unsaved changes. The docked form
 * leaves the page usable, so another module's edit button, a kind from the toolbar or a drop
 * can ask for a form while one is open: with unsaved changes that waits for the editor's
 * answer (`asked`: keep editing, or discard and open it); a clean form gives way at once;
 * asking for the open form again keeps it as it is.
 */
export function useFormTarget() {
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [asked, setAsked] = useState<FormTarget | null>(null);
  const opened = useRef<FormTarget | null>(null);
  const dirty = useRef(false);

  const show = useCallback((next: FormTarget | null) => {
    opened.current = next;
    dirty.current = false;
    setTarget(next);
  }, []);
  const open = useCallback((next: FormTarget) => {
    const current = opened.current;
    if (current && formKey(current) === formKey(next)) return;
    if (current && dirty.current) setAsked(next);
    else show(next);
  }, [show]);
  const close = useCallback(() => show(null), [show]);
  const onDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  // The question came from a button on the page; keeping on editing goes back to the form.
  const keep = useCallback(() => {
    setAsked(null);
    requestAnimationFrame(() => {
      const form = document.querySelector("[data-module-form]");
      if (form) focusFirstField(form);
    });
  }, []);
  const discard = useCallback(() => {
    setAsked(null);
    if (asked) show(asked);
  }, [asked, show]);

  return { target, open, close, onDirty, asked, keep, discard };
}
