import { MODULE_ICONS, type ModuleIconName } from "@modules/icons";

/**
 * A module kind's palette glyph (modules/icons.ts), drawn inline rather than pulled from an
 * icon font, so the editor needs no extra download. Decorative: the kind's name stands beside it.
 */
export function ModuleIcon({ name }: { name: ModuleIconName }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={MODULE_ICONS[name]} />
    </svg>
  );
}
