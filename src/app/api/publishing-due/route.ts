// GET /api/publishing-due/ — carry out the planned publications that are due (the server's own timer calls it)
import { NextResponse } from "next/server";
import { getDb } from "@/server/db/client";
import { handler } from "@/server/http/handler";
import { runDuePublications } from "@/server/content/publish-timer";

// A read that publishes what is due, like any visitor read of a due page: it changes nothing
// no plan asked for, so it needs no session.
export const dynamic = "force-dynamic";

export const GET = handler(async () => {
  const published = await runDuePublications((await getDb()).db);
  return NextResponse.json({ published: published.length }, { headers: { "Cache-Control": "no-store" } });
});
