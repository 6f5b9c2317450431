import { isWithinWindow } from "@schemas/rules/dates";
import type { ModuleRenderer } from "../render-types";
import { TeaserCard } from "./card";
import type { teaserItem } from "./schema";

/** A single teaser card in a column; absent outside its publication window. */
export const TeaserItemRender: ModuleRenderer<typeof teaserItem> = ({ module, ctx }) => {
  if (!isWithinWindow(ctx.now, module.online_from, module.online_to)) return null;
  return <TeaserCard item={module} level={2} sizes="(min-width: 48em) 50vw, 100vw" />;
};
