"use client";
import { Fragment, useId, useLayoutEffect, useRef, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { editorText, type EditorTextKey } from "../i18n";
import { characterKeysOn, setCharacterKeys } from "./character-keys";
import styles from "../editor.module.css";
import own from "./shortcuts.module.css";

/** A key combination: each key a <kbd>, joined by "+"; alternatives joined by "or". */
type Combo = readonly string[];

function rows(lang: Locale, mac: boolean): { action: EditorTextKey; combos: Combo[] }[] {
  const key = (name: "ctrl" | "alt" | "shift" | "delete" | "backspace" | "enter" | "up" | "down") => editorText(lang, `shortcut_keys_${name}`);
  const command = mac ? "⌘" : key("ctrl");
  const alt = mac ? "⌥" : key("alt");
  return [
    { action: "shortcut_undo", combos: [[command, "Z"]] },
    { action: "shortcut_redo", combos: [[command, key("shift"), "Z"], ...(mac ? [] : [[command, "Y"]])] },
    { action: "shortcut_delete", combos: [[key("delete")], [key("backspace")]] },
    { action: "shortcut_duplicate", combos: [[command, "D"]] },
    { action: "shortcut_move_up", combos: [[alt, key("up")]] },
    { action: "shortcut_move_down", combos: [[alt, key("down")]] },
    { action: "shortcut_toolbar", combos: [[alt, "T"]] },
    { action: "shortcut_palette", combos: [[alt, "M"]] },
    { action: "shortcut_add", combos: [[key("enter")]] },
    { action: "shortcut_help", combos: [["?"]] },
  ];
}

/**
 * The editor's keyboard shortcuts, opened by the bar's button and by "?". Single-key
 * shortcuts can be turned off here (WCAG 2.1.4).
 */
export function ShortcutsDialog({ lang, onClose }: { lang: Locale; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [characterKeys, setOn] = useState(characterKeysOn);
  const [mac] = useState(() => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent));
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const or = editorText(lang, "shortcut_or");
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} data-shortcuts-dialog="" onClose={onClose}>
      <h2 id={`${id}-title`} className={own.title}>{editorText(lang, "shortcuts")}</h2>
      <p id={`${id}-intro`}>{editorText(lang, "shortcuts_intro")}</p>
      <dl className={own.list}>
        {rows(lang, mac).map(({ action, combos }) => (
          <div key={action} className={own.row}>
            <dt>{editorText(lang, action)}</dt>
            <dd>
              {combos.map((combo, index) => (
                <Fragment key={index}>
                  {index > 0 && ` ${or} `}
                  {combo.map((part, at) => <Fragment key={at}>{at > 0 && " + "}<kbd className={own.key}>{part}</kbd></Fragment>)}
                </Fragment>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <label className={own.setting}>
        <input type="checkbox" checked={characterKeys} onChange={(event) => {
          setCharacterKeys(event.target.checked);
          setOn(event.target.checked);
        }} />
        {editorText(lang, "character_keys")}
      </label>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => dialog.current?.close()}>{editorText(lang, "close")}</button>
      </div>
    </dialog>
  );
}
