import type { CSSProperties, ReactNode } from "react";
import type { TFunction } from "@/i18n/translate";
import { ConsentGate } from "./consent-gate";
import { serviceForUrl } from "@/contracts/consent-services";
import styles from "./consent-gate.module.css";

interface Props {
  /** The provider's embed URL (already converted from the page URL the editor pasted). */
  src: string;
  /** The iframe's accessible name. */
  title: string;
  t: TFunction;
  /** Box size shared by placeholder and iframe, so consent causes no layout shift. */
  ratio?: string;
  height?: string;
  preview?: ReactNode;
}

/** A consent-gated iframe for one of the services in services.ts. */
export function EmbedFrame({ src, title, t, ratio = "16 / 9", height, preview }: Props) {
  const service = serviceForUrl(src);
  // The schemas only allow hosts of known services; anything else is not embedded at all.
  if (!service) return null;
  const box: CSSProperties = height ? { height } : { aspectRatio: ratio };
  return (
    <div className={styles.frame} style={box}>
      <ConsentGate service={service.id} t={t} preview={preview}>
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </ConsentGate>
    </div>
  );
}
