"use client";

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { useScrollThreshold } from "../behaviours/use-scroll-threshold";
import { useStickyTop } from "../sticky/use-sticky-top";
import { useMenuFit } from "./use-menu-fit";
import { BURGER_BUTTON_ID, HEADER_MENU_EVENT, NO_SCROLL_CLASS, type HeaderMenuDetail } from "./header-events";

interface HeaderMenuState {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}

const HeaderMenuContext = createContext<HeaderMenuState>({ menuOpen: false, setMenuOpen: () => {} });

/** The burger menu's open state, shared by the burger button, its panel and the search box. */
export const useHeaderMenu = () => useContext(HeaderMenuContext);

const measureMenuTop = (element: HTMLElement) =>
  element.style.setProperty("--menu-top", `${Math.max(0, Math.round(element.getBoundingClientRect().bottom))}px`);

/** 001 §4: the header counts as scrolled from a quarter of the window height. */
const isScrolled = (scrollY: number, height: number) => scrollY >= height / 4;

/**
 * The <header> element and the header's state (000 §4, 001 §4): the scrolled flag (frozen
 * while the menu is open, so the header does not jump under an open menu), the menu's open
 * state, Esc to close it, the no-scroll class on <body> while it is open, and the
 * "header:menu" window event that the breaking-news alert listens to.
 */
export function HeaderFrame({ className, children }: { className?: string; children: ReactNode }) {
  const [menuOpen, setMenuOpenState] = useState(false);
  const scrolled = useScrollThreshold(isScrolled, menuOpen);
  const header = useRef<HTMLElement>(null);
  const announced = useRef(false);

  // A navigation closes the menu (a link in it was followed).
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpenState(false);
  }

  const setMenuOpen = useCallback((open: boolean) => {
    if (header.current) measureMenuTop(header.current);
    setMenuOpenState(open);
  }, []);

  // The panel sits right under the header; the header moves when the alert above it steps aside.
  useEffect(() => {
    const element = header.current;
    if (!menuOpen || !element) return;
    const measure = () => measureMenuTop(element);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener("resize", measure, { passive: true });
    window.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      window.removeEventListener("scroll", measure);
    };
  }, [menuOpen]);

  useEffect(() => {
    document.body.classList.toggle(NO_SCROLL_CLASS, menuOpen);
    if (menuOpen || announced.current) {
      announced.current = true;
      window.dispatchEvent(new CustomEvent<HeaderMenuDetail>(HEADER_MENU_EVENT, { detail: { open: menuOpen } }));
    }
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpenState(false);
      document.getElementById(BURGER_BUTTON_ID)?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  useEffect(() => () => document.body.classList.remove(NO_SCROLL_CLASS), []);
  // The menu's fit is read before the sticky heights are written on <html> (size observers
  // report in the order they were made): the other way round, its reading would force a
  // second style recalculation of the whole page in the first frame.
  useMenuFit(header);
  useStickyTop(header, scrolled, pathname);

  // The top bar scrolls away above the sticky main bar; its height varies with the wrap of its line.
  useEffect(() => {
    const element = header.current;
    const top = element?.querySelector<HTMLElement>("[data-header-top]");
    if (!element || !top) return;
    // The height the observer reports, not offsetHeight: reading layout here, after the sticky
    // heights were written on <html>, would force a style recalculation of the whole page.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? top.offsetHeight;
      element.style.setProperty("--topbar-height", `${Math.round(height)}px`);
    });
    observer.observe(top);
    return () => observer.disconnect();
  }, []);

  return (
    <HeaderMenuContext value={{ menuOpen, setMenuOpen }}>
      <header ref={header} className={className} data-sticky-top="" data-scrolled={scrolled ? "" : undefined} data-menu-open={menuOpen ? "" : undefined}>
        {children}
      </header>
    </HeaderMenuContext>
  );
}
