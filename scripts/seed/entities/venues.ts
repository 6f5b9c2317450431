import { createRoomSchema } from "@schemas/entities/room";
import { createVenueSchema } from "@schemas/entities/venue";
import { rooms, venues } from "@/server/db/schema";
import { ROOMS } from "../content/programme";
import { VENUES } from "../content/venues";
import { entityImage, need, type SeedContext } from "../context";
import { insertIds, parseWith } from "../insert";
import { slugify } from "../random";

/** Which building each room is in. */
const ROOM_VENUE: Record<string, string> = {
  "grosser-saal": "hauptgebaeude", "galerie-ost": "hauptgebaeude", "galerie-west": "hauptgebaeude", studio: "hauptgebaeude",
  atelier: "atelierhaus", skulpturengarten: "skulpturengarten", pumpstation: "pumpstation",
};

export const venueOfRoom = (room: string) => ROOM_VENUE[room] ?? "hauptgebaeude";

export async function seedVenues(ctx: SeedContext): Promise<void> {
  const venueRows = VENUES.map((venue, position) =>
    parseWith(createVenueSchema, {
      name: venue.name,
      slug: { de: slugify(venue.name.de), en: slugify(venue.name.en) },
      address: `${venue.street}\n${venue.zip} ${venue.city}`,
      description: venue.description,
      image: entityImage(ctx, venue.image),
      is_online: true,
      position,
    }, `venue ${venue.key}`),
  );
  const venueIds = await insertIds(ctx.db, venues, venueRows);
  VENUES.forEach((venue, index) => ctx.ids.venues.set(venue.key, venueIds[index]!));

  const roomRows = ROOMS.map((room, position) =>
    parseWith(createRoomSchema, { name: room.name, venue_id: need(ctx.ids.venues, venueOfRoom(room.key)), show_in_filter: true, position }, `room ${room.key}`),
  );
  const roomIds = await insertIds(ctx.db, rooms, roomRows);
  ROOMS.forEach((room, index) => ctx.ids.rooms.set(room.key, roomIds[index]!));
}
