"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { UserDetails } from "@schemas/api/user-details";

/** The visitor's auth state from /api/user-details/; null until it arrives or when the call fails (only logged, 001 §8). */
export function useUserDetails(lang: Locale): UserDetails | null {
  const [user, setUser] = useState<UserDetails | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/user-details/?lang=${lang}`, { credentials: "same-origin", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<UserDetails>) : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(setUser)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("user details", error);
      });
    return () => controller.abort();
  }, [lang]);
  return user;
}
