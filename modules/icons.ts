/**
 * The editor palette's glyphs, one per module kind, as 24×24 outline paths (stroke, no fill).
 * A module names its icon in its folder; the name is typed against this table, so a missing
 * glyph fails the type check instead of showing a generic square in the palette.
 */
export const MODULE_ICONS = {
  anchor: "M12 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM12 7v14M8 11h8M4 13a8 8 0 0 0 16 0",
  "book-open": "M2 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H2zM22 5h-7a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h8z",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5",
  columns: "M4 4h16v16H4zM12 4v16",
  film: "M4 4h16v16H4zM8 4v16M16 4v16M4 9h4M16 9h4M4 15h4M16 15h4",
  form: "M4 4h16v4H4zM4 11h16v4H4zM4 18h7",
  "full-teaser": "M3 4h18v12H3zM3 20h10M3 14l5-5 4 4 3-3 6 6",
  heading: "M6 4v16M18 4v16M6 12h12",
  headphones: "M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H4zM17 15h3v5h-3z",
  "help-circle": "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01",
  hero: "M2 5h20v14H2zM6 15h8M6 11h5M16 9l3 3-3 3z",
  highlight: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3.1-5.4 3.1 1.2-6-4.5-4.2 6.1-.7z",
  image: "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01",
  images: "M3 7h14v12H3zM7 3h14v12M3 16l4-4 3 3 3-3 4 4",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  logos: "M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM11 9h5v6h-5zM19.5 9l2.5 6h-5z",
  magazine: "M4 4h12v16H6a2 2 0 0 1-2-2zM16 8h4v10a2 2 0 0 1-4 0M7 8h6M7 12h6M7 16h4",
  music: "M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z",
  notice: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 8h.01M11 12h1v5h1",
  quote: "M7 7h4v6H5v-2a4 4 0 0 1 2-4zM15 7h4v6h-6v-2a4 4 0 0 1 2-4z",
  share: "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
  teaser: "M5 3h14v18H5zM5 12h14M8 16h8",
  "teaser-list": "M2 5h6v10H2zM9 5h6v10H9zM16 5h6v10h-6zM2 19h20",
  text: "M4 6h16M4 10h16M4 14h10M4 18h12",
  "two-columns": "M3 5h8v14H3zM14 7h7M14 11h7M14 15h5",
  venue: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  venues: "M3 21h18M5 21V10l7-5 7 5v11M9 21v-6h6v6",
  video: "M3 6h13v12H3zM16 10l5-3v10l-5-3",
  videos: "M3 8h11v10H3zM14 11l5-3v10l-5-3M6 4h12",
} as const satisfies Record<string, string>;

export type ModuleIconName = keyof typeof MODULE_ICONS;
