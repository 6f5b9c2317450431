"use client";

// Swiper's styles are part of the first paint: the server's HTML already holds the slider.
import "swiper/css";
import "swiper/css/a11y";
import { loadOnRender } from "@/site/load-on-render";

/** The image list's slider: Swiper loads with the first slider on a page. */
export const ImageSlider = loadOnRender(() => import("./image-swiper.client").then((module) => module.ImageSwiper));
