"use client";

// Swiper's styles are part of the first paint: the server's HTML already holds the slider.
import "swiper/css";
import "swiper/css/a11y";
import { loadWhenVisible } from "@/site/load-when-visible";

/** The image list's slider: Swiper loads when the first slider on a page comes near the screen. */
export const ImageSlider = loadWhenVisible(() => import("./image-swiper.client").then((module) => module.ImageSwiper));
