/**
 * Namespace "errors" (000 §8). Plain data: the client error boundaries import it directly,
 * so no i18n library reaches the browser for them.
 */
export const errors = {
  status: "Fehler {{status}}",
  unknown_error: "Ein unbekannter Fehler ist aufgetreten",
  not_found: "Diese Seite konnte nicht gefunden werden",
  site_offline: "Website offline",
  site_offline_text: "Wir arbeiten gerade an unserer Website. Bitte versuchen Sie es später noch einmal.",
  error_page_failed: "Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten",
  back_home: "Zur Startseite",
  retry: "Erneut versuchen",
  forbidden: "Zugriff verweigert",
  forbidden_text: "Mit Ihrem Besucherkonto haben Sie keinen Zugang zur Redaktion. Bitte melden Sie sich mit einem Redaktionskonto an.",
};
