"use client";
import { useState } from "react";
import type { LoginState } from "@schemas/api/auth";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { PageSettingsButton } from "../settings/page-settings-button";
import { AdminMenu } from "./admin-menu";
import { BarIcon } from "./bar-icon";
import { HistoryButtons } from "./history-buttons";
import { LanguageLink } from "./language-link";
import { PanelToggle } from "./panel-toggle";
import { Presence } from "./presence";
import { Publishing } from "./publishing";
import { useBarHeight } from "./use-bar-height";
import { VersionsPopover } from "./versions-popover";
import styles from "./top-bar.module.css";

/** An entity page's link to the entity's change page in the admin (000 §2). */
export interface EntityAdminLink {
  label: string;
  url: string;
}

/**
 * The editor's bar (000 §2), one slim row fixed at the window's top: the side panel's toggle,
 * the page's title and publishing status (publish now or later, discard), who else has the
 * page open, undo and redo (also Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y), the versions, the page
 * settings with the language switch, the keyboard shortcuts' help (also "?"), the admin menu
 * with who is logged in, and leaving edit mode. Page versions and settings are a CMS page's;
 * an entity keeps its history and fields in the admin. It wraps only on a narrow window; its
 * height, measured, keeps the page and the side panel below it.
 */
export function EditorHeader({ user, title, exitUrl, entityLink, onShortcuts }: {
  user: LoginState; title: string; exitUrl: string; entityLink?: EntityAdminLink; onShortcuts: () => void;
}) {
  const { lang, owner } = useEditorActions();
  const bar = useBarHeight();
  // Saved page settings are part of the draft: the publishing status reads again.
  const [settingsSaves, setSettingsSaves] = useState(0);
  const page = owner.content_type === "cms.page";
  const shortcuts = editorText(lang, "shortcuts");
  return (
    <header ref={bar} className={styles.bar} data-sticky-top="" data-editor-bar="" aria-label={editorText(lang, "editor")}>
      <PanelToggle />
      <strong className={styles.title} title={title}>{title}</strong>
      <Publishing settingsSaves={settingsSaves} />
      <Presence />
      <div className={styles.tools}>
        <HistoryButtons />
        {page && <VersionsPopover pageUrl={exitUrl} />}
        {page ? <PageSettingsButton onSaved={() => setSettingsSaves((count) => count + 1)} /> : <LanguageLink lang={lang} pageUrl={exitUrl} />}
        <button type="button" className={styles.iconButton} onClick={onShortcuts} aria-haspopup="dialog" aria-keyshortcuts="?" title={shortcuts}>
          <BarIcon name="help" /><span className="visually-hidden">{shortcuts}</span>
        </button>
        <AdminMenu user={user} entityLink={entityLink} />
        <a className={styles.button} href={exitUrl} aria-label={editorText(lang, "exit")}>{editorText(lang, "exit_short")}</a>
      </div>
    </header>
  );
}
