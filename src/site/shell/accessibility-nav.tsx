import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";

/**
 * The accessibility navigation (000 §2, 001 §2): the first thing a keyboard reaches, hidden
 * until focused. "Skip to content" targets main#main-content, which takes focus (tabIndex -1).
 */
export function AccessibilityNav({ lang }: { lang: Locale }) {
  const t = getT(lang);
  return (
    <nav aria-label={t("routes:accessibility_navigation")} className="accessibility-nav">
      <a href="#main-content" className="skip-link">{t("common:skip_to_content")}</a>
    </nav>
  );
}
