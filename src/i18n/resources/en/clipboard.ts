import type { clipboard as de } from "../de/clipboard";

/** The editor's copy and paste, language start, entity admin links and section saving (namespace "clipboard"). */
export const clipboard: typeof de = {
  copy_module: "Copy: {{label}}",
  copy_section: "Copy section",
  copied_module: "{{label}} copied. Paste it into a column or as a new section, also on another page.",
  copied_section: "Section copied. Paste it at the bottom of this or another page.",
  paste_into: "Paste {{label}} into {{target}}",
  paste_module_section: "Paste {{label}} as a new section",
  paste_section: "Paste the copied section",
  pasted: "Pasted.",
  clipboard_section: "Section",
  saving_section: "Saving …",
  start_from: "Start from the {{language}} content",
  start_help: "This page has no content in {{here}} yet.",
  start_failed: "The content could not be copied.",
  language_de: "German",
  language_en: "English",
  here_de: "German",
  here_en: "English",
  admin_change: "Edit {{kind}} in the admin",
  initial_section: "First section",
};
