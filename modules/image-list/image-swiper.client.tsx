"use client";

import { useState, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Keyboard } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import styles from "./render.module.css";

interface Props {
  /** The slides, rendered on the server (figures with <Picture>). */
  slides: ReactNode[];
  label: string;
  previousLabel: string;
  nextLabel: string;
}

/** Slider defaults from 000 §9: one slide per view, 24 px apart; arrow keys move it. */
export function ImageSwiper({ slides, label, previousLabel, nextLabel }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: slides.length < 2 });
  const track = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });

  return (
    <div className={styles.slider} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={1}
        spaceBetween={24}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ slideLabelMessage: "{{index}} / {{slidesLength}}" }}
        onSwiper={(instance) => {
          setSwiper(instance);
          track(instance);
        }}
        onSlideChange={track}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => swiper?.slidePrev()} disabled={edges.start}>
            <span aria-hidden="true">←</span> {previousLabel}
          </button>
          <button type="button" className={styles.button} onClick={() => swiper?.slideNext()} disabled={edges.end}>
            {nextLabel} <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </div>
  );
}
