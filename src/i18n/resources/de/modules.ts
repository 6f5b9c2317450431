/** Texts the content-module renderers show (not the editor's labels: those live on the schemas). */
export const modules = {
  consent: {
    notice: "Dieser Inhalt wird von {{service}} bereitgestellt. Wenn Sie ihn laden, werden Daten an {{service}} übertragen.",
    allow: "{{service}} erlauben",
  },
  link: { opens_new_tab: "(öffnet in einem neuen Tab)" },
  image_list: { label: "Bildergalerie" },
  video: { fallback_title: "Video von {{service}}", length: "Dauer: {{length}}", watch_on: "Video auf {{service}} ansehen" },
  audio: { title: "Audio von {{service}}" },
  viewer: { title: "Ansicht von {{service}}" },
  social_media: { title: "Beitrag auf {{service}}", open: "Beitrag auf {{service}} ansehen" },
  forms: { loading: "Das Formular wird geladen …", error: "Das Formular konnte nicht geladen werden." },
  video_self_hosted: { captions_de: "Deutsch", captions_en: "Englisch" },
  audio_self_hosted: { transcript: "Transkript" },
  hero_media: { play: "Video abspielen", pause: "Video anhalten", more: "Mehr erfahren" },
  full_teaser: { more: "Mehr erfahren" },
  teaser_list: { slider_label: "Empfehlungen" },
  anchor_list: { label: "Auf dieser Seite" },
  event_list: {
    empty: "Leider gibt es keine bevorstehenden Veranstaltungen.",
    calendar: "Zum Veranstaltungskalender",
    free: "Eintritt frei",
  },
};
