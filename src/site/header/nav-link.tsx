import Link from "next/link";
import type { ReactNode } from "react";

interface Props {
  href: string;
  children: ReactNode;
  /** Said after an external link's text: it opens in a new tab. */
  newTabHint: string;
  className?: string;
  onClick?: () => void;
  "aria-current"?: "page";
}

/** Same rule as schemas/rules/link.ts isExternalLink, without pulling zod into the browser bundle. */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

/**
 * A navigation link: internal ones go through the router, external ones open in a new tab
 * and say so to screen readers (001 §2).
 */
export function NavLink({ href, children, newTabHint, className, onClick, ...rest }: Props) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {children}
        <span className="visually-hidden"> {newTabHint}</span>
      </a>
    );
  }
  return <Link href={href} className={className} onClick={onClick} aria-current={rest["aria-current"]}>{children}</Link>;
}
