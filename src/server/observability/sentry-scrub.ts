import type { ErrorEvent } from "@sentry/nextjs";
import { FILTERED, scrub, scrubText } from "./scrub";

/**
 * The last filter before an event leaves for Sentry: the request's cookies, body and secret
 * headers go, the URL loses its secret query values, extras and breadcrumbs are scrubbed.
 */
export function scrubSentryEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    const { cookies: _cookies, data: _data, ...request } = event.request;
    event.request = {
      ...request,
      url: request.url ? scrubText(request.url) : request.url,
      query_string: request.query_string === undefined ? undefined : FILTERED,
      headers: request.headers ? (scrub(request.headers) as Record<string, string>) : undefined,
    };
  }
  if (event.message) event.message = scrubText(event.message);
  if (event.extra) event.extra = scrub(event.extra) as Record<string, unknown>;
  if (event.contexts) event.contexts = scrub(event.contexts) as ErrorEvent["contexts"];
  if (event.user) event.user = { id: event.user.id };
  for (const value of event.exception?.values ?? []) if (value.value) value.value = scrubText(value.value);
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map((crumb) => scrub(crumb) as typeof crumb);
  return event;
}
