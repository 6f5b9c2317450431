import { Picture } from "@/site/media/picture";
import type { ModuleRenderer } from "../render-types";
import type { ImageListItem, imageList } from "./schema";
import { ImageSlider } from "./slider.client";
import styles from "./render.module.css";

const Figure = ({ item, sizes }: { item: ImageListItem; sizes: string }) => (
  <figure className={styles.figure}>
    <Picture image={item.image} sizes={sizes} className={styles.picture} />
    {item.caption && <figcaption className={styles.caption}>{item.caption}</figcaption>}
  </figure>
);

/** Slider needs swiper on the client; grid and masonry are plain CSS. */
export const ImageListRender: ModuleRenderer<typeof imageList> = ({ module, ctx }) => {
  if (module.children.length === 0) return null;
  const anchor = module.anchor || undefined;
  if (module.format === "slider") {
    return (
      <div id={anchor} className={styles.anchor}>
        <ImageSlider
          slides={module.children.map((item, index) => <Figure key={index} item={item} sizes="(min-width: 88rem) 88rem, 100vw" />)}
          label={ctx.t("modules:image_list.label")}
          previousLabel={ctx.t("common:slider_previous")}
          nextLabel={ctx.t("common:slider_next")}
        />
      </div>
    );
  }
  return (
    <ul id={anchor} className={`${styles.anchor} ${styles[module.format]}`} aria-label={ctx.t("modules:image_list.label")}>
      {module.children.map((item, index) => (
        <li key={index} className={styles.item}>
          <Figure item={item} sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw" />
        </li>
      ))}
    </ul>
  );
};
