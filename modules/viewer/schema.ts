import { z } from "zod";
import { embedUrlSchema } from "@schemas/rules/embeds";
import { field, l } from "@schemas/rules/field";
import { defineModule } from "../define";
import { texts } from "./texts";

/** What the viewer shows; it sets the shape of the player's box. */
export const VIEWER_MEDIA_TYPES = ["document", "3d", "tour"] as const;

export const viewer = defineModule({
  type: "viewer",
  texts,
  toolbar: 100,
  icon: "book-open",
  slots: ["image-slider"],
  fields: {
    embed: field(embedUrlSchema("viewer"), {
      label: l("Viewer-URL", "Viewer URL"),
      widget: "url",
      help: l("Link zu einem Dokument auf Issuu", "Link to a document on Issuu"),
    }),
    media_type: field(z.enum(VIEWER_MEDIA_TYPES, { error: "invalid_choice" }).default("document"), {
      label: l("Art", "Type"),
      widget: "radio",
      options: [
        { value: "document", label: l("Dokument", "Document") },
        { value: "3d", label: l("3D-Modell", "3D model") },
        { value: "tour", label: l("Rundgang", "Tour") },
      ],
    }),
  },
  form: {
    order: ["embed", "media_type"],
    defaults: () => ({ embed: "", media_type: "document" as const }),
  },
});
