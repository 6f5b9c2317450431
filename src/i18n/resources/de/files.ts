/** The editor's file widget: uploads of video, audio and captions (namespace "files"). */
export const files = {
  current: "Gewählte Datei: {{name}}",
  none: "Keine Datei gewählt.",
  upload: "Datei hochladen",
  limits: "{{formats}}, höchstens {{maximum}} MB.",
  remove: "Datei entfernen",
  uploading: "Wird hochgeladen …",
  uploaded: "Hochgeladen: {{name}}",
  failed: "Hochladen fehlgeschlagen.",
  files: "Dateien",
  caption_language_de: "Deutsch",
  caption_language_en: "Englisch",
  library_video: "Video aus der Mediathek",
  library_audio: "Audio aus der Mediathek",
  library_captions: "Untertitel aus der Mediathek",
};
