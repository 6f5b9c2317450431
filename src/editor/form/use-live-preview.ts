"use client";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { Locale } from "@schemas/rules/localized";
import type { RenderModuleView, ViewStore } from "../canvas/views";

/** Quiet time after a keystroke in a burst before the form's values are rendered again. */
const PREVIEW_DEBOUNCE_MS = 120;

interface Options {
  form: UseFormReturn<FieldValues>;
  /** The module on the page; none for a new module, which has no rendering there to replace. */
  moduleId: string | undefined;
  /** The module's type, which the server renders it by. */
  type: string;
  lang: Locale;
  render: RenderModuleView;
  views: ViewStore;
}

/**
 * The module's rendering on the page follows its form while the editor types: the server
 * renders the unsaved values (the edit route's moduleView action, the visitor's renderer) and
 * the view store shows that over the saved rendering. A change after a quiet spell is sent at
 * once, a burst of keystrokes once it pauses for PREVIEW_DEBOUNCE_MS, so a single keystroke
 * shows without waiting and fast typing does not queue a render per key. An answer older than
 * one already shown is dropped, and an invalid module (null) leaves the last rendering.
 *
 * Returns `markSaved()`, called once the form is saved. The form closed unsaved, the saved
 * rendering shows again; closed saved, a preview of exactly the saved values stays until the
 * save's own rendering replaces it (the view store drops it then), so the page does not flash
 * back to the old text in between.
 */
export function useLivePreview({ form, moduleId, type, lang, render, views }: Options) {
  // Whether the page shows the form's current values (true until the first change).
  const current = useRef(true);
  const saved = useRef(false);
  // The action arrives as a prop that a page refresh hands over anew: the preview goes on.
  const renderLatest = useRef(render);
  useLayoutEffect(() => {
    renderLatest.current = render;
  }, [render]);

  useEffect(() => {
    if (!moduleId) return;
    let sent = 0;
    let shown = 0;
    let lastChange = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    // Only a change of the values renders anew (a programmatic update may repeat them).
    let values = JSON.stringify(form.getValues());
    const send = () => {
      timer = undefined;
      const sequence = ++sent;
      renderLatest.current({ lang, module: { ...form.getValues(), type } }).then((answer) => {
        if (closed || !answer || sequence < shown) return;
        shown = sequence;
        views.preview(moduleId, answer.view);
        current.current = sequence === sent && timer === undefined;
      }, () => undefined);
    };
    const subscription = form.watch((next) => {
      const changed = JSON.stringify(next);
      if (changed === values) return;
      values = changed;
      current.current = false;
      const now = performance.now();
      const quiet = now - lastChange >= PREVIEW_DEBOUNCE_MS && timer === undefined;
      lastChange = now;
      clearTimeout(timer);
      if (quiet) send();
      else timer = setTimeout(send, PREVIEW_DEBOUNCE_MS);
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      if (!(saved.current && current.current)) views.preview(moduleId, null);
    };
  }, [form, lang, moduleId, type, views]);

  return useCallback(() => {
    saved.current = true;
  }, []);
}
