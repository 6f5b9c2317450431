import type { ModuleRenderer } from "../render-types";
import { mediaType } from "../video-self-hosted/media-file";
import type { audioSelfHosted } from "./schema";
import styles from "./render.module.css";

/** Blank lines separate paragraphs; a single line break stays a line break. */
const paragraphs = (text: string) => text.split(/\r?\n\s*\r?\n/).map((part) => part.trim()).filter(Boolean);

/**
 * A native audio player (preload="none": nothing is downloaded until the visitor presses
 * play) and its transcript in a disclosure under it, the text alternative WCAG 1.2.1 asks
 * of prerecorded audio. The disclosure is plain <details>: keyboard and screen readers work
 * without script.
 */
export const AudioSelfHostedRender: ModuleRenderer<typeof audioSelfHosted> = ({ module, ctx }) => (
  <div className={styles.wrapper}>
    <audio className={styles.audio} controls preload="none">
      <source src={module.file} type={mediaType(module.file, "audio")} />
    </audio>
    {module.transcript && (
      <details className={styles.transcript}>
        <summary className={styles.summary}>{ctx.t("modules:audio_self_hosted.transcript")}</summary>
        <div className={styles.text}>
          {paragraphs(module.transcript).map((paragraph, index) => (
            <p key={index}>
              {paragraph.split(/\r?\n/).map((line, lineIndex) => (
                <span key={lineIndex}>
                  {lineIndex > 0 && <br />}
                  {line}
                </span>
              ))}
            </p>
          ))}
        </div>
      </details>
    )}
  </div>
);
