"use client";

import { useEffect, useRef, useState, type FocusEvent } from "react";
import type { NavItem } from "@/contracts/navigation";
import { Icon } from "../icons/icon";
import { BURGER_BUTTON_ID, BURGER_PANEL_ID } from "./header-events";
import { useHeaderMenu } from "./header-frame.client";
import { fillTemplate } from "./fill-template";
import { NavLink } from "./nav-link";
import styles from "./site-header.module.css";

export interface BurgerLabels {
  menu: string;
  primary: string;
  secondary: string;
  /** "{{name}} submenu" */
  submenu: string;
  newTab: string;
}

/** The burger button: toggles the menu (Esc closes it too, see HeaderFrame). */
export function BurgerButton({ labels }: { labels: Pick<BurgerLabels, "menu"> }) {
  const { menuOpen, setMenuOpen } = useHeaderMenu();
  return (
    <button id={BURGER_BUTTON_ID} type="button" className={styles.burger} aria-expanded={menuOpen} aria-controls={BURGER_PANEL_ID}
      onClick={() => setMenuOpen(!menuOpen)}>
      <Icon name={menuOpen ? "close" : "menu"} className={styles.icon} />
      <span className={styles.burgerText}>{labels.menu}</span>
    </button>
  );
}

/**
 * The burger panel (001 §2): the primary list with submenus, of which one is open at a time,
 * and the secondary list. Hidden when closed, so its links are out of the tab order.
 */
export function BurgerPanel({ primary, secondary, labels }: { primary: NavItem[]; secondary: NavItem[]; labels: BurgerLabels }) {
  const { menuOpen, setMenuOpen } = useHeaderMenu();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const close = () => setMenuOpen(false);

  // Opening moves focus into the panel, so Tab continues through the menu's links; a click
  // on the shaded page beside it closes it (the burger button toggles by itself).
  useEffect(() => {
    if (!menuOpen) return;
    panel.current?.querySelector<HTMLElement>("a[href], button")?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target && !sheet.current?.contains(target) && !target.closest(`#${BURGER_BUTTON_ID}`)) setMenuOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [menuOpen, setMenuOpen]);

  // Focus that leaves the panel for the page under its shade closes it, so the focused
  // element is never hidden; the burger button (to close it) does not count as leaving.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Element) || panel.current?.contains(next) || next.closest(`#${BURGER_BUTTON_ID}`)) return;
    setMenuOpen(false);
  };

  return (
    <div id={BURGER_PANEL_ID} ref={panel} className={styles.panel} hidden={!menuOpen} onBlur={onBlur}>
      <div ref={sheet} className={styles.panelInner}>
        <nav aria-label={labels.primary}>
          <ul className={styles.primaryList}>
            {primary.map((item, index) => {
              const submenuId = `${BURGER_PANEL_ID}-sub-${index}`;
              const open = openIndex === index;
              return (
                <li key={`${item.url}-${index}`} className={styles.primaryItem}>
                  <div className={styles.primaryRow}>
                    <NavLink href={item.url} newTabHint={labels.newTab} className={styles.primaryLink} onClick={close}>{item.menu_name}</NavLink>
                    {item.children.length > 0 && (
                      <button type="button" className={styles.submenuToggle} aria-expanded={open} aria-controls={submenuId}
                        aria-label={fillTemplate(labels.submenu, { name: item.menu_name })} onClick={() => setOpenIndex(open ? null : index)}>
                        <Icon name="chevron-down" className={styles.chevron} />
                      </button>
                    )}
                  </div>
                  {item.children.length > 0 && (
                    <ul id={submenuId} className={styles.submenu} hidden={!open}>
                      {item.children.map((child, childIndex) => (
                        <li key={`${child.url}-${childIndex}`}>
                          <NavLink href={child.url} newTabHint={labels.newTab} className={styles.submenuLink} onClick={close}>{child.menu_name}</NavLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        {secondary.length > 0 && (
          <nav aria-label={labels.secondary}>
            <ul className={styles.secondaryList}>
              {secondary.map((item, index) => (
                <li key={`${item.url}-${index}`}>
                  <NavLink href={item.url} newTabHint={labels.newTab} className={styles.secondaryLink} onClick={close}>{item.menu_name}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
