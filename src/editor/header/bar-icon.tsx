/** The glyphs of the editor's bars (the top bar, each module's), 24×24 outline paths as the palette's (modules/icons.ts). */
const BAR_ICONS = {
  undo: "M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3",
  redo: "M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3",
  panel: "M3 4h18v16H3zM9 4v16",
  help: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01",
  chevron: "M6 9l6 6 6-6",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
  edit: "M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4",
  remove: "M6 6l12 12M18 6L6 18",
} as const;

/**
 * A glyph on a bar button. Decorative: the button carries its name (as text or aria-label,
 * with a title for the mouse), so the icon is hidden from assistive technology.
 */
export function BarIcon({ name }: { name: keyof typeof BAR_ICONS }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={BAR_ICONS[name]} />
    </svg>
  );
}
