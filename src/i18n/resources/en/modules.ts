import { generatedModuleTexts } from "@modules/texts.generated";

/**
 * The i18next namespace `modules`: each module's own texts (its folder's texts.ts, keyed by
 * type: "modules:link.opens_new_tab") and the consent gate the embedding modules share.
 */
export const modules = {
  ...generatedModuleTexts.en,
  consent: {
    notice: "This content is provided by {{service}}. Loading it sends data to {{service}}.",
    allow: "Allow {{service}}",
  },
};
