"use client";

// Swiper's styles are part of the first paint: the server's HTML already holds the slider.
import "swiper/css";
import { loadOnRender } from "@/site/load-on-render";

/** The teaser list's slider: Swiper loads with the first slider on a page. */
export const TeaserSlider = loadOnRender(() => import("./teaser-swiper.client").then((module) => module.TeaserSwiper));
