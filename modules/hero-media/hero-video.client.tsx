"use client";

import { useEffect, useRef, useState } from "react";
import styles from "./render.module.css";

interface Props {
  src: string;
  /** The file's MIME type (MP4 or WebM), from its extension. */
  type: string | undefined;
  playLabel: string;
  pauseLabel: string;
}

/**
 * The hero's muted loop. It starts from script rather than the autoplay attribute, so a
 * visitor who asked for reduced motion never sees it move, and it has a pause button:
 * moving content longer than five seconds must be stoppable (WCAG 2.2.2).
 */
export function HeroVideo({ src, type, playLabel, pauseLabel }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // A browser may still refuse to play (data saver); the picture underneath stays then.
    video.play().catch(() => setPlaying(false));
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <>
      <video
        ref={ref}
        className={styles.video}
        data-playing={playing}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={src} type={type} />
      </video>
      <button type="button" className={styles.toggle} onClick={toggle}>
        {playing ? pauseLabel : playLabel}
      </button>
    </>
  );
}
