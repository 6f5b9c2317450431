/** Notices of the site shell's behaviours (000 §2, §4): JavaScript, browser, connection, offline. */
export const behaviours = {
  notice_label: "Hinweis",
  noscript: "JavaScript ist ausgeschaltet. Menü, Suche, Ticketkauf und eingebettete Medien brauchen JavaScript. Bitte schalten Sie es ein und laden Sie die Seite neu.",
  unsupported: "Ihr Browser wird nicht unterstützt, deshalb funktionieren einige Teile dieser Website nicht. Bitte verwenden Sie einen aktuellen Browser.",
  low_bandwidth: "Ihre Verbindung ist langsam oder Sie sparen Daten. Bilder und Medien laden womöglich verzögert. Wenn etwas fehlt, laden Sie die Seite neu.",
  weak_hardware: "Ihr Gerät hat wenig Leistung, einige Funktionen laufen womöglich langsam. Wenn etwas nicht funktioniert, laden Sie die Seite neu.",
  reload: "Seite neu laden",
  dismiss: "Hinweis schließen",
  offline: "Sie sind offline. Was noch nicht geladen ist, erscheint, sobald die Verbindung wieder besteht.",
};
