"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import type { NavItem } from "@/contracts/navigation";
import { Icon } from "../icons/icon";
import { fillTemplate } from "./fill-template";
import { NavLink } from "./nav-link";
import styles from "./site-header.module.css";

export interface DesktopMenuLabels {
  navigation: string;
  /** "{{name}} submenu" */
  submenu: string;
  newTab: string;
}

/**
 * The desktop menu (001 §2): top-level links, each with a dropdown toggle when it has
 * children (the disclosure pattern, so keyboard and mouse use the same buttons). One dropdown
 * is open at a time; Esc, a click outside and focus leaving the menu close it.
 */
export function DesktopMenu({ items, labels }: { items: NavItem[]; labels: DesktopMenuLabels }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpenIndex(null);
  }

  useEffect(() => {
    if (openIndex === null) return;
    const inside = (target: EventTarget | null) => target instanceof Node && !!nav.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => { if (!inside(event.target)) setOpenIndex(null); };
    const onFocusIn = (event: FocusEvent) => { if (!inside(event.target)) setOpenIndex(null); };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Handled here, so the burger menu's Esc does not also act on the same key.
      event.preventDefault();
      nav.current?.querySelector<HTMLButtonElement>(`[aria-controls="desktop-sub-${openIndex}"]`)?.focus();
      setOpenIndex(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openIndex]);

  return (
    <nav ref={nav} aria-label={labels.navigation} className={styles.desktopMenu}>
      <ul className={styles.desktopList}>
        {items.map((item, index) => {
          const open = openIndex === index;
          const current = pathname === item.url;
          return (
            <li key={`${item.url}-${index}`} className={styles.desktopItem}>
              <NavLink href={item.url} newTabHint={labels.newTab} className={styles.desktopLink} aria-current={current ? "page" : undefined}>
                {item.menu_name}
              </NavLink>
              {item.children.length > 0 && (
                <>
                  <button type="button" className={styles.dropdownToggle} aria-expanded={open} aria-controls={`desktop-sub-${index}`}
                    aria-label={fillTemplate(labels.submenu, { name: item.menu_name })} onClick={() => setOpenIndex(open ? null : index)}>
                    <Icon name="chevron-down" className={styles.chevron} />
                  </button>
                  <ul id={`desktop-sub-${index}`} className={styles.dropdown} hidden={!open}>
                    {item.children.map((child, childIndex) => (
                      <li key={`${child.url}-${childIndex}`}>
                        <NavLink href={child.url} newTabHint={labels.newTab} className={styles.dropdownLink} onClick={() => setOpenIndex(null)}
                          aria-current={pathname === child.url ? "page" : undefined}>
                          {child.menu_name}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
