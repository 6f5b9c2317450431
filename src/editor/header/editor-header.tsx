"use client";
import { useState } from "react";
import type { LoginState } from "@schemas/api/auth";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { Toolbar } from "./toolbar";
import { HistoryButtons } from "./history-buttons";
import { VersionsPanel } from "./versions-panel";
import { Presence } from "./presence";
import { Publishing } from "./publishing";
import { PageSettingsButton } from "../settings/page-settings-button";
import styles from "../editor.module.css";

/** An entity page's link to the entity's change page in the admin (000 §2). */
export interface EntityAdminLink {
  label: string;
  url: string;
}

/**
 * The editor header (000 §2): who is logged in, admin links (on an entity's page first the
 * one to its change page), undo and redo (also Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y), leaving
 * edit mode, who else has the page open, publishing (status, publish now or later, discard),
 * the toolbar, and the keyboard shortcuts' help (also "?"). Page versions are a CMS page's; an
 * entity keeps its history in the admin.
 */
export function EditorHeader({ user, exitUrl, entityLink, onShortcuts }: { user: LoginState; exitUrl: string; entityLink?: EntityAdminLink; onShortcuts: () => void }) {
  const { lang, owner } = useEditorActions();
  // Saved page settings are part of the draft: the publishing status reads again.
  const [settingsSaves, setSettingsSaves] = useState(0);
  return (
    <header className={styles.header} data-sticky-top="" aria-label={editorText(lang, "editor")}>
      <div className={styles.headerBar}>
        <strong>{editorText(lang, "editor")}</strong>
        <span>{user.username}</span>
        <Presence />
        <nav aria-label="Admin">
          <ul className={styles.adminMenu}>
            {entityLink && <li><a href={entityLink.url} data-entity-admin-link>{entityLink.label}</a></li>}
            {user.admin_menus.map((menu) => (
              <li key={menu.key}><a href={menu.url}>{menu.label}</a></li>
            ))}
          </ul>
        </nav>
        <HistoryButtons />
        <button type="button" className={styles.secondary} onClick={onShortcuts} aria-haspopup="dialog" aria-keyshortcuts="?">{editorText(lang, "shortcuts")}</button>
        <a className={styles.secondary} href={exitUrl}>{editorText(lang, "exit")}</a>
      </div>
      <Publishing settingsSaves={settingsSaves} />
      {owner.content_type === "cms.page" && <VersionsPanel pageUrl={exitUrl} />}
      {owner.content_type === "cms.page" && <PageSettingsButton onSaved={() => setSettingsSaves((count) => count + 1)} />}
      <Toolbar lang={lang} />
    </header>
  );
}
