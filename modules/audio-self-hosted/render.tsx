import type { ModuleRenderer } from "../render-types";
import { mediaType } from "../video-self-hosted/media-file";
import type { audioSelfHosted } from "./schema";
import styles from "./render.module.css";

/** preload="none": nothing is downloaded until the visitor presses play. */
export const AudioSelfHostedRender: ModuleRenderer<typeof audioSelfHosted> = ({ module }) => (
  <audio className={styles.audio} controls preload="none">
    <source src={module.file} type={mediaType(module.file, "audio")} />
  </audio>
);
