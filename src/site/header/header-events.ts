/** Dispatched on window whenever the burger menu opens or closes; the breaking-news alert hides meanwhile. */
export const HEADER_MENU_EVENT = "header:menu";
export interface HeaderMenuDetail {
  open: boolean;
}

/** 000 §4: set on <body> while the menu is open, so the page behind it does not scroll. */
export const NO_SCROLL_CLASS = "no-scroll";

export const BURGER_BUTTON_ID = "site-menu-button";
export const BURGER_PANEL_ID = "site-menu";
