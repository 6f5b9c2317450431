import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { errorLog } from "@/server/db/schema";
import { pruneErrorLog } from "@/server/site/error-log";
import { JSON_BODY_MAX_BYTES } from "@/server/http/body";
import { UPLOAD_MAX_BYTES } from "@/server/media/uploads";
import { POST as postErrorLog } from "@/app/api/dashboard-error-log/route";
import { POST as createModule } from "@/app/[lang]/pageeditor-api/module/route";
import { POST as upload } from "@/app/[lang]/api/temp-files/route";
import { CSRF, editorSession } from "../../helpers/editor";

/** A body sent in chunks without Content-Length, as `Transfer-Encoding: chunked` arrives. */
function chunked(total: number, head = "", chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = sent === 0 && head ? encoder.encode(head) : new Uint8Array(Math.min(chunkSize, total - sent)).fill(120);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const request = (url: string, body: BodyInit, headers: Record<string, string>) =>
  new NextRequest(new URL(url, "http://localhost"), { method: "POST", body, headers, duplex: "half" });

describe.each(testDatabases())("request body limits on $name", ({ open }) => {
  let database: Database;
  let cookie: string;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    dataDir = await mkdtemp(path.join(tmpdir(), "museum-limits-"));
    process.env.DATA_DIR = dataDir;
    const editor = await editorSession(database);
    cookie = `sessionid=${editor.token}; csrftoken=${CSRF}`;
  });
  afterAll(async () => {
    process.env.DATA_DIR = previousDataDir;
    globalThis.__museumDb = undefined;
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("cuts a chunked JSON body without Content-Length off at the limit with 413", async () => {
    const body = chunked(JSON_BODY_MAX_BYTES + 100_000, "{\"content\":\"");
    const response = await createModule(request("/de/pageeditor-api/module/", body, { "content-type": "application/json", cookie, "x-csrftoken": CSRF }), { params: Promise.resolve({ lang: "de" }) });
    expect(response.status).toBe(413);
    expect((await response.json()).detail).toMatch(/too large/);
  });

  it("answers a chunked upload over the documented limit 413 with the file's message", async () => {
    const boundary = "----limit";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const response = await upload(
      request("/en/api/temp-files/", chunked(UPLOAD_MAX_BYTES + 200_000, head, 1024 * 1024), { "content-type": `multipart/form-data; boundary=${boundary}`, cookie, "x-csrftoken": CSRF }),
      { params: Promise.resolve({ lang: "en" }) },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: { file: ["The file is larger than 15 MB."] } });
  });

  it("limits error reports per address (429) and keeps only the newest entries", async () => {
    const report = (address: string, url: string) =>
      postErrorLog(request("/api/dashboard-error-log/", JSON.stringify({ url }), {
        "content-type": "application/json", cookie: `csrftoken=${CSRF}`, "x-csrftoken": CSRF, "x-forwarded-for": address,
      }), undefined as never);
    const address = "198.51.100.7";
    const other = "198.51.100.8";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await report(address, `/de/weg-${i}`)).status);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    const refused = await report(address, "/de/noch-einer");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await report(other, "/de/anderer")).status).toBe(201);
    expect(await database.db.$count(errorLog)).toBe(31);

    await pruneErrorLog(database.db, 5);
    const kept = await database.db.select({ url: errorLog.url }).from(errorLog);
    expect(kept.map((row) => row.url).sort()).toEqual(["/de/anderer", "/de/weg-26", "/de/weg-27", "/de/weg-28", "/de/weg-29"].sort());
  });
});
