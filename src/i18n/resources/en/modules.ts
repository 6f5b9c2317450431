/** Texts the content-module renderers show (not the editor's labels: those live on the schemas). */
export const modules = {
  consent: {
    notice: "This content is provided by {{service}}. Loading it sends data to {{service}}.",
    allow: "Allow {{service}}",
  },
  link: { opens_new_tab: "(opens in a new tab)" },
  image_list: { label: "Image gallery" },
  video: { fallback_title: "Video from {{service}}", length: "Length: {{length}}", watch_on: "Watch the video on {{service}}" },
  audio: { title: "Audio from {{service}}" },
  viewer: { title: "Viewer from {{service}}" },
  social_media: { title: "Post on {{service}}", open: "View the post on {{service}}" },
  forms: { loading: "Loading the form …", error: "The form could not be loaded." },
  video_self_hosted: { captions_de: "German", captions_en: "English" },
  audio_self_hosted: { transcript: "Transcript" },
  hero_media: { play: "Play video", pause: "Pause video", more: "Learn more" },
  full_teaser: { more: "Learn more" },
  teaser_list: { slider_label: "Recommendations" },
  anchor_list: { label: "On this page" },
  event_list: {
    empty: "Unfortunately, there are no upcoming events.",
    calendar: "Full event calendar",
    free: "Free admission",
  },
};
