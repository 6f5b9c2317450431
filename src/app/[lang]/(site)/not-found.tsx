import { NotFoundPage } from "@/site/errors/not-found-page";

/** 404 inside the default layout: "This page could not be found", a way home, the URL logged (000 §8). */
export default function NotFound() {
  return <NotFoundPage />;
}
