/** A navigation entry as the nav API answers it (001 §3). */
export interface NavItem {
  url: string;
  menu_name: string;
  children: NavItem[];
  has_tab_navigation: boolean;
}

/** A footer link (001 §3): title and url, besides the entry's navigation fields. */
export interface FooterLink extends NavItem {
  title: string;
  children: FooterLink[];
}

export interface Navigation {
  menu: NavItem[];
  footer: FooterLink[];
}
