import { ICON_PATHS, type IconName } from "./icons";
import styles from "./icon.module.css";

interface Props {
  name: IconName;
  /** A spoken name when the icon stands alone; without it the icon is decorative (hidden). */
  label?: string;
  className?: string;
}

/** An inline SVG icon in the current text colour, 1em by default (set font-size or width). */
export function Icon({ name, label, className }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={[styles.icon, className].filter(Boolean).join(" ")}
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
