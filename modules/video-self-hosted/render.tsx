import { IMAGE_WIDTHS, type ImageValue } from "../../schemas/rules/image";
import type { ModuleRenderer } from "../render-types";
import { mediaType } from "./media-file";
import type { videoSelfHosted } from "./schema";
import styles from "./render.module.css";

/** The largest JPEG derivative the image has (posters cannot use <picture>). */
const posterUrl = (image: ImageValue) => {
  const width = IMAGE_WIDTHS.filter((candidate) => candidate <= image.width).pop() ?? IMAGE_WIDTHS[0];
  return `${image.src}-${width}.jpg`;
};

/** preload="none": nothing is downloaded until the visitor presses play. */
export const VideoSelfHostedRender: ModuleRenderer<typeof videoSelfHosted> = ({ module }) => (
  <figure className={styles.figure}>
    <video
      className={styles.video}
      controls
      preload="none"
      playsInline
      poster={module.image ? posterUrl(module.image) : undefined}
      width={module.image?.width}
      height={module.image?.height}
      aria-label={module.title || undefined}
    >
      <source src={module.file} type={mediaType(module.file, "video")} />
    </video>
    {module.title && <figcaption className={styles.caption}>{module.title}</figcaption>}
  </figure>
);
