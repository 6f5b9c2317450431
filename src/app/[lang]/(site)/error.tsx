"use client";
import { lazy, Suspense } from "react";
import { reloadOnceForChunkError } from "@/site/behaviours/chunk-reload";

// Next.js sends every page its error boundary with the first JavaScript; the view (its texts in
// both languages, the operators' error page fetch) loads only when a page has failed. When that
// load fails as well, a new deployment has replaced the files: one reload fetches them.
const ErrorBoundaryView = lazy(() =>
  import("@/site/errors/error-boundary.client").then(
    (module) => ({ default: module.ErrorBoundaryView }),
    (failure: unknown) => {
      reloadOnceForChunkError(failure);
      throw failure;
    },
  ),
);

/** A page of the site failed: the error page inside the default layout (000 §8). */
export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense>
      <ErrorBoundaryView {...props} />
    </Suspense>
  );
}
