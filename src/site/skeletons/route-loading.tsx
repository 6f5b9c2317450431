import { Skeleton, type SkeletonVariant } from "./skeletons";
import styles from "./skeletons.module.css";

/**
 * A page's loading UI (000 §2): its layout's shape without content. Screen readers hear one
 * status line in the page's language; the shapes are decorative and the area is marked busy.
 * The shimmer stops for reduced motion (CSS). Every page but the home page opens with the
 * shared page header's breadcrumb and title.
 */
export function RouteLoading({ shape, text }: { shape: SkeletonVariant; text: string }) {
  return (
    <div className={styles.loading} data-route-loading={shape}>
      <p role="status" className="visually-hidden">{text}</p>
      <div aria-busy="true">
        {shape !== "home" && (
          <div className={styles.pageHeader} aria-hidden="true">
            <span className={styles.line} style={{ width: "14rem" }} />
            <span className={styles.title} />
          </div>
        )}
        <Skeleton variant={shape} />
      </div>
    </div>
  );
}
