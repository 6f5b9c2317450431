/**
 * Next.js calls register() once per server process, before its first request.
 * - Sentry starts only when SENTRY_DSN is set; without it failures are reported as structured
 *   log lines (src/server/observability/).
 * - With several instances on one PostgreSQL database, each listens for the others' writes
 *   from the start, so a settings or redirect change made elsewhere clears this process's
 *   caches before its first request is served stale.
 * - Planned publications are read from the database and a timer armed for the next one.
 * - With SMTP_URL, mails left due by a restart go out and the retry timer runs from the start.
 * - Visitors' uploads no submission claimed within their day are swept now and every hour.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const dsn = process.env.SENTRY_DSN;
  if (dsn) {
    const { initSentry } = await import("./server/observability/sentry-server");
    initSentry(dsn);
  }
  const { listenForCacheInvalidations } = await import("./server/site/process-caches");
  listenForCacheInvalidations();
  const { armPublishTimer } = await import("./server/content/publish-timer");
  await armPublishTimer().catch((error: unknown) => console.error("Arming the publication timer failed", error));
  if (process.env.SMTP_URL) {
    const { startMailDelivery } = await import("./server/mail/schedule");
    void startMailDelivery();
  }
  const { startTempFileSweep } = await import("./server/forms/temp-file-sweep");
  void startTempFileSweep();
}
