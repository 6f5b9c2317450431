"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { reportFailure } from "../observability/report-failure";

/** Wait this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 150;

/**
 * The suggestions for lowercased text; [] when the call fails, which is reported without the
 * text typed and shows the visitor nothing (000 §8). An aborted call (newer text) rejects.
 */
export async function fetchSuggestions(q: string, lang: Locale, signal: AbortSignal): Promise<string[]> {
  try {
    const response = await fetch(`/api/search/autocomplete/?${new URLSearchParams({ q, lang })}`, { signal });
    if (!response.ok) {
      reportFailure({ kind: "autocomplete_failure", message: "Autocomplete failed", status: response.status });
      return [];
    }
    const body: unknown = await response.json();
    return Array.isArray(body) ? body.filter((entry): entry is string => typeof entry === "string") : [];
  } catch (error) {
    if (signal.aborted) throw error;
    reportFailure({ kind: "autocomplete_failure", message: "Autocomplete request failed" });
    return [];
  }
}

/**
 * Autocomplete suggestions for the header search (000 §4, §5): asked only for non-empty,
 * lowercased text; an empty text or a failed request yields no suggestions.
 */
export function useSuggestions(lang: Locale, text: string): string[] {
  // Kept with the text they answer, so stale suggestions never show for newer text.
  const [answer, setAnswer] = useState<{ q: string; list: string[] }>({ q: "", list: [] });
  const q = text.trim().toLowerCase();

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSuggestions(q, lang, controller.signal).then((list) => setAnswer({ q, list }), () => undefined);
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [lang, q]);

  return q && answer.q === q ? answer.list : [];
}
