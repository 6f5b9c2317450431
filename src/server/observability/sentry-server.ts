import "server-only";
import * as Sentry from "@sentry/nextjs";
import { scrubSentryEvent } from "./sentry-scrub";

/**
 * Sentry for the server, only when SENTRY_DSN is set (src/instrumentation.ts). The SDK sends
 * no personal data unless told to; no tracing; every event passes the same scrubbing as the
 * log lines.
 */
export function initSentry(dsn: string) {
  Sentry.init({
    dsn,
    environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
    tracesSampleRate: 0,
    beforeSend: (event) => scrubSentryEvent(event),
  });
}
