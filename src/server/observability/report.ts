import "server-only";
import * as Sentry from "@sentry/nextjs";
import type { ReportKind } from "@schemas/api/error-report";
import { scrub, scrubText } from "./scrub";

export interface FailureReport {
  message: string;
  error?: unknown;
  /** Named facts about the failure (status, code, path ...); scrubbed before they leave. */
  context?: Record<string, unknown>;
}

/** One JSON line on stderr: what a log collector reads when no Sentry project is configured. */
export type LogLine = { level: "error"; event: "failure_report"; kind: ReportKind; message: string; time: string } & Record<string, unknown>;

const sentryOn = () => Boolean(process.env.SENTRY_DSN);

/**
 * Report a failure the spec sends to an error-reporting service: to Sentry when SENTRY_DSN is
 * set (initialised in src/instrumentation.ts), else as one structured log line. Either way the
 * report is scrubbed first (scrub.ts), and a failing report never throws at its caller.
 */
export function reportFailure(kind: ReportKind, report: FailureReport, write: (line: string) => void = (line) => console.error(line)): void {
  try {
    const message = scrubText(report.message);
    const context = scrub(report.context ?? {}) as Record<string, unknown>;
    const error = report.error === undefined ? undefined : scrub(report.error);
    if (sentryOn()) {
      Sentry.captureMessage(message, { level: "error", tags: { kind }, extra: { ...context, ...(error ? { error } : {}) } });
      return;
    }
    const line: LogLine = { level: "error", event: "failure_report", kind, message, time: new Date().toISOString(), ...context, ...(error ? { error } : {}) };
    write(JSON.stringify(line));
  } catch {
    // Reporting is best effort: the visitor's request must not fail because a report did.
  }
}
