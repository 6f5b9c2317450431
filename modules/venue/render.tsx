import type { ModuleRenderer } from "../render-types";
import { getVenueCard } from "./data";
import type { venue } from "./schema";
import { VenueCard } from "./venue-card";

/** One venue's card; nothing when the venue no longer exists. */
export const VenueRender: ModuleRenderer<typeof venue> = async ({ module, ctx }) => {
  const card = await getVenueCard(ctx.lang, module.venue);
  if (!card) return null;
  return <VenueCard venue={card} level={2} sizes="(min-width: 48em) 50vw, 100vw" />;
};
