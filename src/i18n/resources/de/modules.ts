import { generatedModuleTexts } from "@modules/texts.generated";

/**
 * The i18next namespace `modules`: each module's own texts (its folder's texts.ts, keyed by
 * type: "modules:link.opens_new_tab") and the consent gate the embedding modules share.
 */
export const modules = {
  ...generatedModuleTexts.de,
  consent: {
    notice: "Dieser Inhalt wird von {{service}} bereitgestellt. Wenn Sie ihn laden, werden Daten an {{service}} übertragen.",
    allow: "{{service}} erlauben",
  },
};
