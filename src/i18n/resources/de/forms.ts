/** The site's own forms: the form page, the Forms module's in-place form, the uploads (namespace "forms"). */
export const forms = {
  submit: "Absenden",
  sending: "Wird gesendet …",
  required: "Pflichtfeld",
  required_note: "Mit * markierte Felder sind Pflichtfelder.",
  choose: "Bitte wählen",
  errors_summary_one: "Bitte korrigieren Sie das markierte Feld.",
  errors_summary_other: "Bitte korrigieren Sie die {{count}} markierten Felder.",
  too_fast: "Das ging sehr schnell. Bitte prüfen Sie Ihre Angaben und senden Sie das Formular noch einmal.",
  rate_limited: "Von Ihrer Adresse kamen gerade viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.",
  failed: "Das Formular konnte gerade nicht gesendet werden. Bitte versuchen Sie es noch einmal.",
  thanks: "Vielen Dank! Ihre Angaben sind bei uns angekommen.",
  uploading: "Datei wird hochgeladen …",
  uploaded: "Hochgeladen: {{name}}",
  file_hint: "Höchstens {{maximum}} MB; PDF, JPEG, PNG, GIF oder WebP.",
  honeypot: "Bitte lassen Sie dieses Feld leer.",
};
