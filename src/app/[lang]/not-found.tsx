import { NotFoundPage } from "@/site/errors/not-found-page";

/** 404 for the language root outside the site's group (the dashboard): the same page without the site's layout. */
export default function NotFound() {
  return <main id="main-content"><NotFoundPage /></main>;
}
