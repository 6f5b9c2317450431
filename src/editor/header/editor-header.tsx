"use client";
import type { LoginState } from "../../../schemas/api/auth";
import { undoPlan } from "../state/actions/undo";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import { Toolbar } from "./toolbar";
import { VersionsPanel } from "./versions-panel";
import styles from "../editor.module.css";

/** The editor header (000 §2): who is logged in, admin links, undo, leaving edit mode, the toolbar. */
export function EditorHeader({ user, exitUrl }: { user: LoginState; exitUrl: string }) {
  const { lang, state, run } = useEditor();
  const canUndo = undoPlan(state).length > 0;
  return (
    <header className={styles.header} aria-label={editorText(lang, "editor")}>
      <div className={styles.headerBar}>
        <strong>{editorText(lang, "editor")}</strong>
        <span>{user.username}</span>
        <nav aria-label="Admin">
          <ul className={styles.adminMenu}>
            {user.admin_menus.map((menu) => (
              <li key={menu.key}><a href={menu.url}>{menu.label}</a></li>
            ))}
          </ul>
        </nav>
        <button type="button" className={styles.secondary} disabled={!canUndo} onClick={() => void run({ type: "undo" }).catch(() => undefined)}>
          {editorText(lang, "undo")}
        </button>
        <a className={styles.secondary} href={exitUrl}>{editorText(lang, "exit")}</a>
      </div>
      <VersionsPanel pageUrl={exitUrl} />
      <Toolbar lang={lang} />
    </header>
  );
}
