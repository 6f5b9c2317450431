import type { files as de } from "../de/files";

/** The editor's file widget: uploads of video, audio and captions (namespace "files"). */
export const files: typeof de = {
  current: "Chosen file: {{name}}",
  none: "No file chosen.",
  upload: "Upload a file",
  limits: "{{formats}}, at most {{maximum}} MB.",
  remove: "Remove the file",
  uploading: "Uploading …",
  uploaded: "Uploaded: {{name}}",
  failed: "Upload failed.",
  files: "Files",
  caption_language_de: "German",
  caption_language_en: "English",
  library_video: "Video from the library",
  library_audio: "Audio from the library",
  library_captions: "Captions from the library",
};
