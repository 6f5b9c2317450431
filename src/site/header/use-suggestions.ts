"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { reportFailure } from "../observability/report-failure";

/** Wait this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 150;

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
      const params = new URLSearchParams({ q, lang });
      fetch(`/api/search/autocomplete/?${params}`, { signal: controller.signal })
        .then((response) => {
          if (response.ok) return response.json() as Promise<unknown>;
          // 000 §8: reported, no message for the visitor; the report never carries the typed text.
          reportFailure({ kind: "autocomplete_failure", message: "Autocomplete failed", status: response.status });
          return [];
        })
        .then((body) => setAnswer({ q, list: Array.isArray(body) ? body.filter((entry): entry is string => typeof entry === "string") : [] }))
        .catch(() => {
          if (controller.signal.aborted) return;
          reportFailure({ kind: "autocomplete_failure", message: "Autocomplete request failed" });
          setAnswer({ q, list: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [lang, q]);

  return q && answer.q === q ? answer.list : [];
}
