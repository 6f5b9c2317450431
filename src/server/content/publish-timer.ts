import "server-only";
import { gte, sql } from "drizzle-orm";
import { isContainerOwnerType } from "@schemas/api/editor";
import { getDb } from "../db/client";
import type { Db } from "../db/open";
import { publications } from "../db/schema";
import { nextScheduled, publishAllDue } from "./publish-schedule";
import { revalidatePublished, type Owner } from "./publish";

/**
 * The in-process timer behind planned publications. Each server process arms it for the
 * next plan in the database: when it starts (instrumentation.ts), after every plan change
 * here, and when another instance announces one (process-caches.ts). It survives restarts
 * because the plan is in the database, and needs no cron job. When it fires it asks this
 * server for /api/publishing-due/: revalidating cached pages needs a request's context, which
 * a timer does not have.
 */

declare global {
  var __museumPublishTimer: NodeJS.Timeout | undefined;
}

/** Read the plans again at least this often (a clock change, a missed announcement). */
const MAX_DELAY_MS = 60 * 60 * 1000;
/** After a failed run, wait before trying again rather than spinning on a due plan. */
const RETRY_MS = 30 * 1000;

const ownOrigin = () => {
  const host = process.env.HOSTNAME && !["0.0.0.0", "::"].includes(process.env.HOSTNAME) ? process.env.HOSTNAME : "127.0.0.1";
  return `http://${host.includes(":") ? `[${host}]` : host}:${process.env.PORT ?? 3000}`;
};

function arm(delay: number): void {
  clearTimeout(globalThis.__museumPublishTimer);
  globalThis.__museumPublishTimer = setTimeout(() => void fire(), Math.min(Math.max(delay, 0), MAX_DELAY_MS));
  globalThis.__museumPublishTimer.unref();
}

async function fire(): Promise<void> {
  try {
    const answer = await fetch(`${ownOrigin()}/api/publishing-due/`, { cache: "no-store" });
    if (!answer.ok) throw new Error(`answered ${answer.status}`);
    await armPublishTimer();
  } catch (error) {
    console.error("Carrying out planned publications failed", error instanceof Error ? error.message : error);
    arm(RETRY_MS);
  }
}

/** Arm this process's timer for the next plan in the database (only inside a Next.js server). */
export async function armPublishTimer(): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  const next = await nextScheduled((await getDb()).db);
  if (next) arm(next.getTime() - Date.now());
  else clearTimeout(globalThis.__museumPublishTimer);
}

/**
 * Carry out every due plan and mark stale what shows the owners published in the last two
 * minutes: those this call published and those a visitor's read published at the plan's
 * time (a read renders afresh but cannot revalidate the other language's cached page). What
 * a page's publication did to its settings is not known here, so a page counts as renamed.
 */
export async function runDuePublications(db: Db): Promise<Owner[]> {
  const published = await publishAllDue(db);
  const recent = await db.select({ content_type: publications.content_type, object_id: publications.object_id })
    .from(publications).where(gte(publications.published_at, sql`now() - interval '2 minutes'`));
  for (const row of recent) {
    if (!isContainerOwnerType(row.content_type)) continue;
    const settings = row.content_type === "cms.page" ? { changed: true, moved: true } : undefined;
    revalidatePublished({ content_type: row.content_type, object_id: row.object_id }, settings);
  }
  return published;
}
