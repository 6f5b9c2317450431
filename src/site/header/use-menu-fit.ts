"use client";
import { useEffect, type RefObject } from "react";

/** Marks the header whose desktop menu gave way to the burger (site-header.module.css). */
export const MENU_COLLAPSED_ATTRIBUTE = "data-menu-collapsed";

/** Whether the bar's items, the desktop menu at its natural width, fit the bar's width. */
export function itemsFit(widths: readonly number[], gap: number, padding: number, available: number): boolean {
  const visible = widths.filter((width) => width > 0);
  const needed = visible.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, visible.length - 1) + padding;
  return needed <= available;
}

function measure(header: HTMLElement, inner: HTMLElement, menu: HTMLElement) {
  if (getComputedStyle(menu).display === "none") {
    header.removeAttribute(MENU_COLLAPSED_ATTRIBUTE);
    return;
  }
  const style = getComputedStyle(inner);
  const widths = [...inner.children].map((child) =>
    child === menu ? menu.scrollWidth : child instanceof HTMLElement && getComputedStyle(child).position !== "absolute" ? child.offsetWidth : 0);
  const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
  const fits = itemsFit(widths, Number.parseFloat(style.columnGap) || 0, padding, inner.clientWidth);
  header.toggleAttribute(MENU_COLLAPSED_ATTRIBUTE, !fits);
}

/**
 * With enlarged text (WCAG 1.4.4: 200 %) the desktop menu no longer fits beside the logo,
 * search and burger and would push them out of the window; then it steps aside and the
 * burger, which holds the same links, is the menu. Measured on every size change.
 */
export function useMenuFit(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    const menu = element?.querySelector<HTMLElement>("[data-desktop-menu]");
    const inner = menu?.parentElement;
    if (!element || !menu || !inner) return;
    const update = () => measure(element, inner, menu);
    const observer = new ResizeObserver(update);
    observer.observe(inner);
    for (const child of inner.children) observer.observe(child);
    const list = menu.firstElementChild;
    if (list) observer.observe(list);
    // No measuring here: the observer reports each element's first size itself, after the
    // browser's own layout, where reading sizes forces no extra one during hydration.
    return () => observer.disconnect();
  }, [header]);
}
