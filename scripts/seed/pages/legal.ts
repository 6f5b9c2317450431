import { LEGAL_PAGES, type LegalText } from "../content/page-legal";
import type { PageSeed } from "./types";

/** A legal page: the same path in both languages, listed in the footer. */
const legalPage = (legal: LegalText, position: number): PageSeed => ({
  key: legal.path,
  position: 10 + position,
  flags: { in_footer: true },
  translations: {
    de: { path: legal.path, title: legal.title.de, headline: legal.title.de },
    en: { path: legal.path, title: legal.title.en, headline: legal.title.en },
  },
  sections: (_ctx, lang, { module, section }) => [
    section("100", [legal.sections[lang].flatMap((part) => [
      module("headline", { headline_level: 2, content: part.headline }),
      module("text", { content: part.text }),
    ])]),
  ],
});

export const legalPages: PageSeed[] = LEGAL_PAGES.map(legalPage);
