/** The dashboard's mail outbox pages (namespace "outbox"). */
export const outbox = {
  intro: "Alle E-Mails der Website, neueste zuerst. Ohne Mailserver (SMTP_URL) bleiben sie hier und können gelesen werden.",
  caption: "E-Mails im Postausgang",
  empty: "Noch keine E-Mails.",
  col_subject: "Betreff",
  col_recipients: "Empfänger",
  col_topic: "Anlass",
  col_created: "Erstellt",
  col_status: "Status",
  sent: "Gesendet {{date}}",
  pending: "Wartet",
  attempts: "{{count}} Versuche",
  last_error: "Letzter Fehler",
  text: "Text",
  newest: "Neueste E-Mails",
  older: "Ältere E-Mails",
  mail_title: "E-Mail: {{subject}}",
};
