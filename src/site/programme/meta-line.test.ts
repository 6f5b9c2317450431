import { describe, expect, it } from "vitest";
import { metaLine } from "./meta-line";

describe("metaLine", () => {
  it("names a place once when the room is called like its venue", () => {
    expect(metaLine(["Ausstellung", "Alte Pumpstation", "Alte Pumpstation"])).toBe("Ausstellung · Alte Pumpstation");
    expect(metaLine(["Guided tour", "Sculpture Garden", "sculpture garden "])).toBe("Guided tour · Sculpture Garden");
  });

  it("keeps room and venue when they differ and skips missing parts", () => {
    expect(metaLine(["Konzert", "Großer Saal", "Hauptgebäude"])).toBe("Konzert · Großer Saal · Hauptgebäude");
    expect(metaLine([undefined, "Studio", null, ""])).toBe("Studio");
  });
});
