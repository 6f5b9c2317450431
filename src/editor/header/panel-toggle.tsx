"use client";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { panelState, usePanelOpen } from "../panel/panel-state";
import { SIDE_PANEL_ID } from "../edit-mode-document";
import { BarIcon } from "./bar-icon";
import styles from "./top-bar.module.css";

/** Shows and hides the side panel (module palette and outline); a wide window remembers the choice. */
export function PanelToggle() {
  const { lang } = useEditorActions();
  const open = usePanelOpen();
  const name = editorText(lang, "side_panel");
  return (
    <button type="button" className={styles.iconButton} aria-expanded={open} aria-controls={SIDE_PANEL_ID} title={name}
      data-panel-toggle="" onClick={() => panelState.setOpen(!open)}>
      <BarIcon name="panel" /><span className="visually-hidden">{name}</span>
    </button>
  );
}
