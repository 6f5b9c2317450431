"use client";
import { useEffect, useRef } from "react";
import { moduleDefinition } from "@modules/registry";
import type { Locale } from "@schemas/rules/localized";
import type { EditorAction } from "../state/reducer";
import type { SectionData } from "../state/types";
import { locateModule } from "../state/tree";
import { keepsOwnUndo } from "../header/use-undo-shortcuts";
import { announce } from "../clipboard/announce";
import { editorText } from "../i18n";
import { focusBelowHeader, focusHandleOf } from "../insert/focus-below-header";
import { panelState } from "../panel/panel-state";
import { characterKeysOn } from "./character-keys";
import { moduleCommand, type ModuleCommand } from "./module-command";
import { shortcutOf } from "./shortcut-of";

interface Options {
  lang: Locale;
  sections: () => readonly SectionData[];
  run: (action: EditorAction) => Promise<void>;
  onHelp: () => void;
}

const isMac = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

const ANNOUNCED = { delete: "deleted_module", duplicate: "duplicated_module", "move-up": "moved_module", "move-down": "moved_module" } as const;

/** A drag is under way: its keys (arrows, space, escape) are dnd-kit's. */
const dragging = () => document.querySelector("[data-drag-handle][aria-pressed='true'], [data-dragging]") !== null;

/**
 * The editor's keys (listed in the shortcuts dialog): delete, duplicate and move the module
 * that has the focus, go to the palette (its first kind, or its search; the side panel opens
 * for it), open the help. Never while typing in a field or with
 * a dialog open (the same places that keep their own undo), nor during a drag.
 */
export function useEditorShortcuts(options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || keepsOwnUndo(event.target) || dragging()) return;
      const shortcut = shortcutOf(event, mac, characterKeysOn());
      if (!shortcut) return;
      const { lang, sections, run, onHelp } = latest.current;
      if (shortcut === "help") {
        event.preventDefault();
        onHelp();
        return;
      }
      if (shortcut === "toolbar" || shortcut === "palette") {
        event.preventDefault();
        panelState.reveal(shortcut === "toolbar" ? "palette" : "search");
        return;
      }
      const moduleId = (event.target instanceof Element ? event.target.closest<HTMLElement>("[data-module-id]") : null)?.dataset.moduleId;
      if (!moduleId) return;
      const command: ModuleCommand = shortcut;
      const module = locateModule(sections(), moduleId)?.module;
      const result = moduleCommand(sections(), moduleId, command);
      event.preventDefault();
      if (!result || !module) return;
      const column = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-drop-container]") : null;
      const label = moduleDefinition(module.type).label[lang];
      void run(result.action).then(() => announce(editorText(lang, ANNOUNCED[command], { label, n: result.place })), () => undefined);
      // The module is drawn anew in its place (a moved node loses the focus): its handle takes it back.
      if (result.focus) focusHandleOf("data-module-id", result.focus);
      else if (column) requestAnimationFrame(() => column.isConnected && focusColumn(column));
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}

/** A column left empty by a delete keeps the focus, so it does not fall back to the page's start. */
function focusColumn(column: HTMLElement) {
  column.tabIndex = -1;
  focusBelowHeader(column);
}
