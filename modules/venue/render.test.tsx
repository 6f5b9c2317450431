import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VenueCard } from "@schemas/api/cards";
import { getT } from "@/i18n/translate";
import { venue } from "./schema";

const getVenueCard = vi.fn<(lang: string, id: number) => Promise<VenueCard | null>>();
vi.mock("./data", () => ({ getVenueCard: (lang: string, id: number) => getVenueCard(lang, id) }));
const { VenueRender } = await import("./render");

const render = async () => {
  const module = venue.schema.parse({ id: "v1", type: "venue", venue: 4 });
  return renderToStaticMarkup(<>{await VenueRender({ module, ctx: { lang: "de", t: getT("de"), now: new Date() } })}</>);
};

describe("venue render", () => {
  beforeEach(() => getVenueCard.mockReset());

  it("shows the venue's name as its link, and its address", async () => {
    getVenueCard.mockResolvedValue({
      id: 4,
      name: "Kleiner Saal",
      slug: "kleiner-saal",
      url: "/de/venues/kleiner-saal/4",
      address: "Uferweg 1\n12345 Flussstadt",
      description: null,
      image: null,
    });
    const html = await render();
    expect(getVenueCard).toHaveBeenCalledWith("de", 4);
    expect(html).toContain('<a href="/de/venues/kleiner-saal/4"');
    expect(html).toContain("Uferweg 1");
  });

  it("renders nothing when the venue is gone", async () => {
    getVenueCard.mockResolvedValue(null);
    expect(await render()).toBe("");
  });
});
