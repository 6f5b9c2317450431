"use client";
import { useEffect, useId, useRef, useState } from "react";
import type { LoginState } from "@schemas/api/auth";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { BarIcon } from "./bar-icon";
import type { EntityAdminLink } from "./editor-header";
import styles from "./top-bar.module.css";

/**
 * Who is logged in and the admin links (on an entity's page first the one to its change
 * page), behind a disclosure button so that they take no row of their own. Escape or a press
 * outside closes it; Escape gives the focus back to the button.
 */
export function AdminMenu({ user, entityLink }: { user: LoginState; entityLink?: EntityAdminLink }) {
  const { lang } = useEditorActions();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);

  return (
    <nav ref={root} aria-label="Admin" className={styles.menu} onKeyDown={(event) => {
      if (event.key !== "Escape" || !open) return;
      setOpen(false);
      button.current?.focus();
    }}>
      <button ref={button} type="button" className={styles.button} aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => setOpen(!open)}>
        {editorText(lang, "admin_menu")}
        <BarIcon name="chevron" />
      </button>
      <div id={`${id}-menu`} className={styles.popover} hidden={!open}>
        <p className={styles.user}>{editorText(lang, "signed_in_as", { name: user.username })}</p>
        <ul className={styles.menuList}>
          {entityLink && <li><a href={entityLink.url} data-entity-admin-link="">{entityLink.label}</a></li>}
          {user.admin_menus.map((menu) => (
            <li key={menu.key}><a href={menu.url}>{menu.label}</a></li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
