// /{lang}/pageeditor-api/publishing/schedule/ — PUT: publish an owner at a time ({ content_type, object_id, publish_at }:
// a Europe/Berlin wall time "YYYY-MM-DDTHH:mm" or an ISO time with offset); DELETE: drop the plan ({ content_type, object_id })
import { NextResponse } from "next/server";
import { publishingOwnerSchema, publishScheduleSchema } from "@schemas/api/publishing";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { cancelSchedule, schedulePublish } from "@/server/content/publish-schedule";
import { publishingStatus } from "@/server/content/publishing-status";
import { NotFoundError } from "@/server/errors";
import { forgetEverywhere } from "@/server/site/process-caches";

export const PUT = editorRoute<{ lang: string }>(async (request, { db, user, lang }) => {
  const { publish_at, ...owner } = publishScheduleSchema.parse(await jsonBody(request));
  await schedulePublish(db, owner, publish_at, user.id);
  // Every instance arms its timer for the new plan.
  forgetEverywhere("publish-schedules");
  return NextResponse.json(await publishingStatus(db, owner, lang));
});

export const DELETE = editorRoute<{ lang: string }>(async (request, { db, lang }) => {
  const owner = publishingOwnerSchema.parse(await jsonBody(request));
  if (!(await cancelSchedule(db, owner))) throw new NotFoundError("no publication planned");
  forgetEverywhere("publish-schedules");
  return NextResponse.json(await publishingStatus(db, owner, lang));
});
