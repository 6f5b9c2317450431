import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET } from "@/app/media/[...path]/route";
import { parseRange } from "@/server/media/range";

const clip = readFileSync(path.join(import.meta.dirname, "../../fixtures/media/clip.mp4"));

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-200", { start: 800, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
  ])("%s of 1000 bytes", (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it("answers unsatisfiable for a start past the end, and null (whole file) for what it does not serve", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange(null, 1000)).toBeNull();
    expect(parseRange("bytes=0-1,5-9", 1000)).toBeNull();
    expect(parseRange("items=0-5", 1000)).toBeNull();
    expect(parseRange("bytes=9-2", 1000)).toBeNull();
    expect(parseRange("bytes=-", 1000)).toBeNull();
  });
});

describe("GET /media/{path}", () => {
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "museum-media-route-"));
    process.env.DATA_DIR = dataDir;
    await mkdir(path.join(dataDir, "media", "uploads"), { recursive: true });
    await writeFile(path.join(dataDir, "media", "uploads", "clip.mp4"), clip);
    await writeFile(path.join(dataDir, "media", "uploads", "de.vtt"), "WEBVTT\n");
    await writeFile(path.join(dataDir, "media", "uploads", "tone.m4a"), "x");
    await writeFile(path.join(dataDir, "media", "uploads", "plan.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  });
  afterAll(async () => {
    process.env.DATA_DIR = previousDataDir;
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (file: string, headers: Record<string, string> = {}) =>
    GET(new Request(`http://localhost/media/uploads/${file}`, { headers }), { params: Promise.resolve({ path: ["uploads", file] }) });

  it("gives an SVG, which opened on its own could run scripts, a policy that runs and loads nothing; other media none", async () => {
    const svg = await get("plan.svg");
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    const policy = svg.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("sandbox");
    expect(policy).not.toContain("script-src");
    expect((await get("clip.mp4")).headers.get("content-security-policy")).toBeNull();
  });

  it("serves the whole file with its type, length and Accept-Ranges", async () => {
    const response = await get("clip.mp4");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("content-length")).toBe(String(clip.length));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(clip)).toBe(true);
  });

  it("answers a byte range with 206, Content-Range and exactly those bytes (video seeking)", async () => {
    const response = await get("clip.mp4", { range: "bytes=100-1099" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 100-1099/${clip.length}`);
    expect(response.headers.get("content-length")).toBe("1000");
    expect(Buffer.from(await response.arrayBuffer()).equals(clip.subarray(100, 1100))).toBe(true);
    const tail = await get("clip.mp4", { range: "bytes=-10" });
    expect(Buffer.from(await tail.arrayBuffer()).equals(clip.subarray(clip.length - 10))).toBe(true);
  });

  it("answers 416 with the size for a range past the end", async () => {
    const response = await get("clip.mp4", { range: `bytes=${clip.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${clip.length}`);
  });

  it("serves captions as UTF-8 WebVTT and M4A as audio/mp4", async () => {
    expect((await get("de.vtt")).headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect((await get("tone.m4a")).headers.get("content-type")).toBe("audio/mp4");
  });
});
