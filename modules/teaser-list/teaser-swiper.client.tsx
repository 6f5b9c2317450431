"use client";

import { Children, useState, type ReactNode } from "react";
import { A11y, Keyboard } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import styles from "./render.module.css";

interface Props {
  /** The server-rendered cards, one per slide. */
  children: ReactNode;
  label: string;
  previous: string;
  next: string;
}

/** Swiper with our own text buttons (the spec's 'zurück'/'weiter'), disabled at either end. */
export function TeaserSwiper({ children, label, previous, next }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const update = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });

  return (
    <div className={styles.slider} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[Keyboard, A11y]}
        slidesPerView={1}
        spaceBetween={24}
        breakpoints={{ 768: { slidesPerView: 2 }, 1280: { slidesPerView: 3 } }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        onSwiper={(instance) => {
          setSwiper(instance);
          update(instance);
        }}
        onSlideChange={update}
        onBreakpoint={update}
      >
        {Children.map(children, (child) => (
          <SwiperSlide className={styles.slide}>{child}</SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button type="button" className={styles.button} onClick={() => swiper?.slidePrev()} disabled={edges.start}>
          {previous}
        </button>
        <button type="button" className={styles.button} onClick={() => swiper?.slideNext()} disabled={edges.end}>
          {next}
        </button>
      </div>
    </div>
  );
}
