import type { ModuleRenderer } from "../render-types";
import { VideoEmbed } from "../video/video-embed";
import type { videoList } from "./schema";
import styles from "./render.module.css";

/** Each video has its own consent gate; allowing one service opens all of its videos. */
export const VideoListRender: ModuleRenderer<typeof videoList> = ({ module, ctx }) => {
  if (module.children.length === 0) return null;
  const headingId = `video-list-${module.id}`;
  return (
    <section className={styles.list} aria-labelledby={module.headline ? headingId : undefined}>
      {module.headline && (
        <h2 id={headingId} className={styles.headline}>
          {module.headline}
        </h2>
      )}
      <ul className={styles.grid}>
        {module.children.map((item, index) => (
          <li key={index}>
            <VideoEmbed {...item} t={ctx.t} sizes="(min-width: 48em) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
};
