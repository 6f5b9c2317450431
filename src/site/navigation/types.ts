/** A navigation entry as the nav API answers it (001 §3). */
export interface NavItem {
  url: string;
  menu_name: string;
  children: NavItem[];
  has_tab_navigation: boolean;
}

export interface Navigation {
  menu: NavItem[];
  footer: NavItem[];
}
