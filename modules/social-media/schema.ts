import { embedUrlSchema } from "@schemas/rules/embeds";
import { field, l } from "@schemas/rules/field";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

export const socialMedia = defineModule({
  type: "social_media",
  texts,
  toolbar: 280,
  icon: "share",
  slots: ["promoter"],
  fields: {
    embed: field(embedUrlSchema("social"), {
      label: l("Beitrags-URL", "Post URL"),
      widget: "url",
      help: l("Link zu einem Beitrag auf Instagram, Facebook, X oder TikTok", "Link to a post on Instagram, Facebook, X or TikTok"),
    }),
    title: field(optionalText(), { searchable: true, label: l("Titel", "Title"), widget: "text" }),
  },
  form: {
    order: ["embed", "title"],
    defaults: () => ({ embed: "" }),
  },
});
