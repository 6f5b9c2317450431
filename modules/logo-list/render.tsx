import { Picture } from "@/site/media/picture";
import type { ModuleRenderer } from "../render-types";
import type { logoList } from "./schema";
import styles from "./render.module.css";

/** Partner and sponsor logos; each logo's alt text is its name, so a link is named too. */
export const LogoListRender: ModuleRenderer<typeof logoList> = ({ module }) => {
  if (!module.children.length) return null;
  const headingId = `logo-list-${module.id}`;
  const sizes = module.extra_class === "large" ? "(min-width: 48em) 25vw, 50vw" : "(min-width: 48em) 12vw, 33vw";
  return (
    <section className={[styles.logoList, styles[module.extra_class]].join(" ")} aria-labelledby={module.headline ? headingId : undefined}>
      {module.headline && (
        <h2 id={headingId} className={styles.headline}>
          {module.headline}
        </h2>
      )}
      <ul className={styles.logos}>
        {module.children.map((logo) => {
          const picture = <Picture image={{ ...logo.image, alt: logo.name }} sizes={sizes} className={styles.logo} />;
          return (
            <li key={logo.id}>
              {logo.link ? (
                <a href={logo.link} className={styles.link}>
                  {picture}
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
