"use client";

// Swiper's styles are part of the first paint: the server's HTML already holds the slider.
import "swiper/css";
import { loadWhenVisible } from "@/site/load-when-visible";

/** The teaser list's slider: Swiper loads when the first slider on a page comes near the screen. */
export const TeaserSlider = loadWhenVisible(() => import("./teaser-swiper.client").then((module) => module.TeaserSwiper));
