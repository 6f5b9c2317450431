import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handler } from "@/server/http/handler";

const failing = handler<{ lang: string }>(async () => { throw new Error("aborted"); });
const call = (signal?: AbortSignal) =>
  failing(new NextRequest("http://localhost/de/pageeditor-api/presence/", { method: "POST", signal }), { params: Promise.resolve({ lang: "de" }) });

describe("a route handler's unexpected failure", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is logged and answered 500 while the caller still waits", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await call()).status).toBe(500);
    expect(log).toHaveBeenCalledOnce();
  });

  it("is neither logged nor a 500 when the caller went away", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const gone = new AbortController();
    gone.abort();
    expect((await call(gone.signal)).status).toBe(400);
    expect(log).not.toHaveBeenCalled();
  });
});
