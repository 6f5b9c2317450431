"use client";

import { openCookieManager } from "../consent/open-cookie-manager";

/** The footer's "Cookie settings": reopens the cookie manager (000 §9, 001 §2). */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openCookieManager()}>
      {label}
    </button>
  );
}
