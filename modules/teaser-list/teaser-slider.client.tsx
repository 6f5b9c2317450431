"use client";

import { lazy, Suspense, type ComponentProps } from "react";
// Swiper's styles are part of the first paint: the server's HTML already holds the slider.
import "swiper/css";

// Next.js sends a route's client components with its first JavaScript, and every CMS page's
// route holds every module: Swiper itself loads only where a slider renders.
const TeaserSwiper = lazy(() => import("./teaser-swiper.client").then((module) => ({ default: module.TeaserSwiper })));

/** The teaser list's slider (Swiper, loaded with the first slider on the page). */
export function TeaserSlider(props: ComponentProps<typeof TeaserSwiper>) {
  return <Suspense><TeaserSwiper {...props} /></Suspense>;
}
