import type { entities as de } from "../de/entities";

/** The dashboard's creating and deleting of entities, their image and contributor fields (namespace "entities"). */
export const entities: typeof de = {
  create: "Create",
  create_named: "{{label}}: create new",
  create_title: "{{label}}: new entry",
  create_intro: "New entries start offline. Once created, their change page opens.",
  creating: "Creating …",
  delete: "Delete",
  delete_named: "Delete “{{name}}”",
  delete_question: "Delete “{{name}}” for good? This cannot be undone.",
  delete_failed: "Deleting failed.",
  deleting: "Deleting …",
  cancel: "Cancel",
  image_alt: "Alternative text ({{lang}})",
  image_upload: "Upload an image",
  image_none: "No image chosen.",
  image_remove: "Remove image",
  uploading: "Uploading …",
  upload_failed: "Upload failed.",
  contributor: "Contributor {{n}}",
  contributor_part: "Part ({{lang}})",
  contributor_add: "Add a contributor",
  contributor_remove: "Remove contributor {{n}}",
  contributor_up: "Move contributor {{n}} up",
  contributor_down: "Move contributor {{n}} down",
  contributors_none: "No contributors yet.",
};
