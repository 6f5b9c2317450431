import { isWithinWindow } from "@schemas/rules/dates";
import type { ModuleRenderer } from "../render-types";
import { TeaserCard } from "../teaser-item/card";
import type { teaserList } from "./schema";
import { TeaserSlider } from "./teaser-slider.client";
import styles from "./render.module.css";

const SIZES = "(min-width: 80em) 33vw, (min-width: 48em) 50vw, 100vw";

/** Teaser cards as a slider or a grid; teasers outside their publication window are left out. */
export const TeaserListRender: ModuleRenderer<typeof teaserList> = ({ module, ctx }) => {
  const items = module.children.filter((item) => isWithinWindow(ctx.now, item.online_from, item.online_to));
  if (!items.length) return null;
  const level = module.headline ? 3 : 2;
  const headingId = `teaser-list-${module.id}`;
  return (
    <section className={styles.teaserList} aria-labelledby={module.headline ? headingId : undefined}>
      {module.headline && (
        <h2 id={headingId} className={styles.headline}>
          {module.headline}
        </h2>
      )}
      {module.extra_class === "slider" ? (
        <TeaserSlider
          label={module.headline || ctx.t("modules:teaser_list.slider_label")}
          previous={ctx.t("common:slider_previous")}
          next={ctx.t("common:slider_next")}
        >
          {items.map((item) => (
            <TeaserCard key={item.id} item={item} level={level} sizes={SIZES} />
          ))}
        </TeaserSlider>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <TeaserCard item={item} level={level} sizes={SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
