import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formSubmissions, formTempFiles } from "@/server/db/schema";
import { startTempFileSweep, SWEEP_INTERVAL_MS } from "@/server/forms/temp-file-sweep";
import { formFilesDir } from "@/server/forms/temp-files";
import { TEMP_FILE_TTL_MS } from "@schemas/rules/form-upload";
import { testDatabases } from "../../helpers/db";
import { formsDatabase, PDF } from "./form-fixture";

describe.each(testDatabases())("the sweep of visitors' uploads from the server's start on $name", ({ open }) => {
  const setup = formsDatabase(open, "form-sweep-");
  afterEach(() => {
    clearInterval(globalThis.__museumTempFileSweep);
    globalThis.__museumTempFileSweep = undefined;
    vi.useRealTimers();
  });

  /** An uploaded file, its bytes on disk, made `ageMs` ago and claimed by a submission or not. */
  async function upload(token: string, ageMs: number, submissionId: number | null = null) {
    await mkdir(formFilesDir(), { recursive: true });
    await writeFile(path.join(formFilesDir(), token), PDF);
    await setup.database.db.insert(formTempFiles).values({
      token, form_id: setup.ids.online, field_slug: "anhang", name: `${token}.pdf`, mime: "application/pdf", bytes: PDF.length,
      submission_id: submissionId, created_at: new Date(Date.now() - ageMs),
    });
  }
  const stored = async () => ({
    rows: (await setup.database.db.select({ token: formTempFiles.token }).from(formTempFiles)).map((row) => row.token).sort(),
    files: (await readdir(formFilesDir())).sort(),
  });

  it("deletes an expired, unclaimed file with its bytes at once and keeps a fresh one and a claimed one; the timer sweeps again later", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const [submission] = await setup.database.db.insert(formSubmissions).values({ form_id: setup.ids.online, field_values: { name: "Ada" }, lang: "de" }).returning();
    await upload("expired.pdf", TEMP_FILE_TTL_MS + 60_000);
    await upload("fresh.pdf", 60_000);
    await upload("claimed.pdf", TEMP_FILE_TTL_MS + 60_000, submission!.id);

    await startTempFileSweep();
    expect(await stored()).toEqual({ rows: ["claimed.pdf", "fresh.pdf"], files: ["claimed.pdf", "fresh.pdf"] });

    // A file that runs out of time later goes with the next run of the timer, no upload needed.
    await upload("later.pdf", TEMP_FILE_TTL_MS + 1000);
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    await vi.waitFor(async () => expect(await stored()).toEqual({ rows: ["claimed.pdf", "fresh.pdf"], files: ["claimed.pdf", "fresh.pdf"] }));
  });
});
