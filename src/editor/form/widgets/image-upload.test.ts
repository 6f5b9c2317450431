import { afterEach, describe, expect, it, vi } from "vitest";
import { thumbnailUrl, uploadError, uploadImage } from "./image-upload";

afterEach(() => vi.unstubAllGlobals());

describe("image upload", () => {
  it("shows the smallest derivative as the thumbnail", () => {
    expect(thumbnailUrl({ src: "/media/hero-ab12" })).toBe("/media/hero-ab12-480.webp");
  });

  it("takes the first field message of a refused upload", () => {
    expect(uploadError({ errors: { file: ["Zu groß", "x"] } })).toBe("Zu groß");
    expect(uploadError({ detail: "nope" })).toBeNull();
    expect(uploadError(null)).toBeNull();
  });

  it("posts the file with the CSRF header and keeps the alt text already typed", async () => {
    vi.stubGlobal("document", { cookie: `csrftoken=${"c".repeat(40)}` });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ src: "/media/a-1", width: 800, height: 600, alt: "" }), { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await uploadImage("de", new File(["x"], "a.png", { type: "image/png" }), "Ein Bild");
    expect(result).toEqual({ ok: true, image: { src: "/media/a-1", width: 800, height: 600, alt: "Ein Bild" } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/de/api/temp-files/");
    expect((init.headers as Record<string, string>)["X-CSRFToken"]).toBe("c".repeat(40));
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("reports the server's message when the upload is refused", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ errors: { file: ["Dateityp nicht erlaubt"] } }), { status: 400 })));
    expect(await uploadImage("en", new File(["x"], "a.txt"), "")).toEqual({ ok: false, message: "Dateityp nicht erlaubt" });
  });
});
