import { describe, expect, it } from "vitest";
import { viewerEmbedUrl } from "./embed-url";

const SKETCHFAB_ID = "0123456789abcdef0123456789abcdef";

describe("viewerEmbedUrl", () => {
  it.each([
    ["https://issuu.com/museum/docs/jahresbericht-2025", "https://e.issuu.com/embed.html?u=museum&d=jahresbericht-2025"],
    ["https://e.issuu.com/embed.html?u=museum&d=heft", "https://e.issuu.com/embed.html?u=museum&d=heft"],
    [`https://sketchfab.com/3d-models/bueste-der-nofretete-${SKETCHFAB_ID}`, `https://sketchfab.com/models/${SKETCHFAB_ID}/embed`],
    [`https://sketchfab.com/models/${SKETCHFAB_ID}/embed`, `https://sketchfab.com/models/${SKETCHFAB_ID}/embed`],
    ["https://my.matterport.com/show/?m=SxQL3iGyoDo", "https://my.matterport.com/show/?m=SxQL3iGyoDo"],
  ])("%s → %s", (input, expected) => {
    expect(viewerEmbedUrl(input)).toBe(expected);
  });

  it.each(["https://issuu.com/museum", "https://sketchfab.com/museum", "https://my.matterport.com/show/", "https://example.org/docs/x", "nope"])(
    "refuses %s, which names no single item",
    (input) => {
      expect(viewerEmbedUrl(input)).toBeNull();
    },
  );
});
