import { afterEach, describe, expect, it, vi } from "vitest";
import { MEDIA_FILE_MAX_BYTES } from "@schemas/rules/media-file";
import { fileName, fileSize } from "./file-texts";
import { tooLargeMessage, uploadMediaFile } from "./file-upload";

afterEach(() => vi.unstubAllGlobals());

const stored = { id: 7, name: "Rundgang.mp4", src: "/media/uploads/2026/rundgang-1a2b3c4d.mp4", kind: "video", mime: "video/mp4", bytes: 12 };

describe("media file upload from the widget", () => {
  it("posts the file with its kind and the CSRF header, and answers the library file", async () => {
    vi.stubGlobal("document", { cookie: `csrftoken=${"c".repeat(40)}` });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(stored), { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await uploadMediaFile("en", "video", new File(["x"], "Rundgang.mp4"));
    expect(result).toEqual({ ok: true, file: stored });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/en/api/temp-files/?kind=video");
    expect((init.headers as Record<string, string>)["X-CSRFToken"]).toBe("c".repeat(40));
  });

  it("refuses a file over the kind's limit before uploading, with the server's message", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const big = new File([new Uint8Array(MEDIA_FILE_MAX_BYTES.captions + 1)], "long.vtt");
    expect(await uploadMediaFile("de", "captions", big)).toEqual({ ok: false, message: "Die Datei ist größer als 0.5 MB." });
    expect(tooLargeMessage("en", "video")).toBe("The file is larger than 9 MB.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field message for a refused file, and no message for a broken answer", async () => {
    vi.stubGlobal("document", { cookie: "" });
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ errors: { file: ["Dateityp nicht erlaubt"] } }), { status: 400 })));
    expect(await uploadMediaFile("de", "audio", new File(["x"], "a.mp3"))).toEqual({ ok: false, message: "Dateityp nicht erlaubt" });
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>", { status: 500 })));
    expect(await uploadMediaFile("de", "audio", new File(["x"], "a.mp3"))).toEqual({ ok: false, message: null });
    vi.stubGlobal("fetch", vi.fn(async () => { throw new TypeError("offline"); }));
    expect(await uploadMediaFile("de", "audio", new File(["x"], "a.mp3"))).toEqual({ ok: false, message: null });
  });

  it("names a stored file by its last path segment and sizes in kB or MB", () => {
    expect(fileName("/media/uploads/2026/rundgang-1a2b3c4d.mp4")).toBe("rundgang-1a2b3c4d.mp4");
    expect(fileSize(8_400_000, "de")).toBe("8,4 MB");
    expect(fileSize(120_400, "en")).toBe("120 kB");
    expect(fileSize(10, "en")).toBe("1 kB");
  });
});
