import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { pageVersions, publications } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { getPageEntity } from "@/server/content/page-entity";
import { publishOwner } from "@/server/content/publish";
import { cancelSchedule, nextScheduled, publishAllDue, schedulePublish } from "@/server/content/publish-schedule";
import { publishingStatus } from "@/server/content/publishing-status";
import { berlinWallTime, toBerlinWallTime } from "@schemas/api/publishing";
import { headlineSection, pageInput } from "../content/fixtures";

const firstHeadline = (page: Awaited<ReturnType<typeof getPageEntity>>) =>
  (page?.modules[0]?.columns[0]?.children[0] as { content?: string } | undefined)?.content;

describe.each(testDatabases())("planned publications on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A published page whose working copy says something newer. */
  async function pageWithDraft(path: string) {
    const id = await createPage(database.db, pageInput({ de: path, en: `${path}-en` }));
    const owner = { content_type: "cms.page", object_id: id } as const;
    await replaceSections(database.db, { ...owner, lang: "de", sections: [headlineSection(`${path}-1`, "Vorher")] });
    await publishOwner(database.db, owner, 1);
    await replaceSections(database.db, { ...owner, lang: "de", sections: [headlineSection(`${path}-1`, "Nachher")] });
    return owner;
  }

  const publishedVersions = (pageId: number) =>
    database.db.$count(pageVersions, and(eq(pageVersions.page_id, pageId), eq(pageVersions.published, true)));

  it("publishes a plan that has come due on the next visitor read, by who planned it", async () => {
    const owner = await pageWithDraft("geplant");
    await schedulePublish(database.db, owner, new Date(Date.now() + 3_600_000), 1);
    expect(firstHeadline(await getPageEntity(database.db, "de", "geplant"))).toBe("Vorher");
    expect((await publishingStatus(database.db, owner, "de")).publish_at).not.toBeNull();

    await database.db.update(publications).set({ publish_at: new Date(Date.now() - 1000) }).where(eq(publications.object_id, owner.object_id));
    expect(firstHeadline(await getPageEntity(database.db, "de", "geplant"))).toBe("Nachher");
    const status = await publishingStatus(database.db, owner, "de");
    expect(status).toMatchObject({ has_changes: false, publish_at: null });
    expect(await publishedVersions(owner.object_id)).toBe(2);
  });

  it("publishes once when two reads find the plan due at the same time", async () => {
    const owner = await pageWithDraft("gleichzeitig");
    await schedulePublish(database.db, owner, new Date(Date.now() - 1000), 1);
    const pages = await Promise.all([
      getPageEntity(database.db, "de", "gleichzeitig"),
      getPageEntity(database.db, "de", "gleichzeitig"),
      publishAllDue(database.db),
    ]);
    expect(pages.slice(0, 2).map((page) => firstHeadline(page as Awaited<ReturnType<typeof getPageEntity>>))).toEqual(["Nachher", "Nachher"]);
    expect(await publishedVersions(owner.object_id)).toBe(2);
  });

  it("drops a cancelled plan, and the timer's next time is the earliest plan", async () => {
    const owner = await pageWithDraft("abgesagt");
    const at = new Date(Date.now() + 120_000);
    await schedulePublish(database.db, owner, at, 1);
    expect((await nextScheduled(database.db))?.getTime()).toBeLessThanOrEqual(at.getTime());
    expect(await cancelSchedule(database.db, owner)).toBe(true);
    expect(await cancelSchedule(database.db, owner)).toBe(false);
    await database.db.update(publications).set({ publish_at: null });
    expect(await publishAllDue(database.db)).toEqual([]);
    expect(firstHeadline(await getPageEntity(database.db, "de", "abgesagt"))).toBe("Vorher");
  });

  it("reads the publish time as Europe/Berlin wall time, summer and winter", () => {
    expect(berlinWallTime("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T08:30:00.000Z");
    expect(berlinWallTime("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(berlinWallTime("2026-02-30T09:30")).toBeNull();
    expect(toBerlinWallTime(new Date("2026-12-01T08:30:00Z"))).toBe("2026-12-01T09:30");
  });
});
