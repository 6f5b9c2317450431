/**
 * Toolbar icons by the registry's icon name (modules/define.ts). Simple outline glyphs, drawn
 * here rather than pulled from an icon font, so the editor needs no extra download.
 */
const PATHS: Record<string, string> = {
  heading: "M6 4v16M18 4v16M6 12h12",
  text: "M4 6h16M4 10h16M4 14h10M4 18h12",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  image: "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01",
  images: "M3 7h14v12H3zM7 3h14v12M3 16l4-4 3 3 3-3 4 4",
  video: "M3 6h13v12H3zM16 10l5-3v10l-5-3",
  videos: "M3 8h11v10H3zM14 11l5-3v10l-5-3M6 4h12",
  film: "M4 4h16v16H4zM8 4v16M16 4v16M4 9h4M16 9h4M4 15h4M16 15h4",
  headphones: "M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H4zM17 15h3v5h-3z",
  music: "M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z",
  quote: "M7 7h4v6H5v-2a4 4 0 0 1 2-4zM15 7h4v6h-6v-2a4 4 0 0 1 2-4z",
  "help-circle": "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  columns: "M4 4h16v16H4zM12 4v16",
  share: "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
};
const FALLBACK = "M4 4h16v16H4zM8 9h8M8 13h8M8 17h5";

export function ModuleIcon({ name }: { name: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? FALLBACK} />
    </svg>
  );
}
