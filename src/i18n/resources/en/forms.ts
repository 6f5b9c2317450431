import type { forms as de } from "../de/forms";

/** The site's own forms: the form page, the Forms module's in-place form, the uploads (namespace "forms"). */
export const forms: typeof de = {
  submit: "Send",
  sending: "Sending …",
  required: "required",
  required_note: "Fields marked * are required.",
  choose: "Please choose",
  errors_summary_one: "Please correct the marked field.",
  errors_summary_other: "Please correct the {{count}} marked fields.",
  too_fast: "That was very quick. Please check your entries and send the form again.",
  rate_limited: "Many requests came from your address just now. Please try again in a few minutes.",
  failed: "The form could not be sent just now. Please try again.",
  thanks: "Thank you! We have received your details.",
  uploading: "Uploading the file …",
  uploaded: "Uploaded: {{name}}",
  file_hint: "At most {{maximum}} MB; PDF, JPEG, PNG, GIF or WebP.",
  honeypot: "Please leave this field empty.",
};
