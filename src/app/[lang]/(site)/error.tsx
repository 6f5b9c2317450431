"use client";
import { ErrorBoundaryView } from "@/site/errors/error-boundary.client";

/** A page of the site failed: the error page inside the default layout (000 §8). */
export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorBoundaryView {...props} />;
}
