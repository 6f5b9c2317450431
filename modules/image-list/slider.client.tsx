"use client";

import { lazy, Suspense, type ComponentProps } from "react";
// Swiper's styles are part of the first paint: the server's HTML already holds the slider.
import "swiper/css";
import "swiper/css/a11y";

// Next.js sends a route's client components with its first JavaScript, and every CMS page's
// route holds every module: Swiper itself loads only where a slider renders.
const ImageSwiper = lazy(() => import("./image-swiper.client").then((module) => ({ default: module.ImageSwiper })));

/** The image list's slider (Swiper, loaded with the first slider on the page). */
export function ImageSlider(props: ComponentProps<typeof ImageSwiper>) {
  return <Suspense><ImageSwiper {...props} /></Suspense>;
}
