"use client";
import { useParams } from "next/navigation";
import { isLocale, type Locale, type Localized } from "@schemas/rules/locales";
import { Skeleton, type SkeletonVariant } from "./skeletons";
import styles from "./skeletons.module.css";

interface Props {
  variant: SkeletonVariant;
  /** The shape of the language's root (the home page) where it differs from its pages'. */
  rootVariant?: SkeletonVariant;
  /** The status text per language; a loading file has no params, the browser's route does. */
  texts: Localized<string>;
}

/**
 * A route's loading UI (000 §2): the page's layout shape without content while the page
 * loads. Screen readers hear one status line in the page's language; the shapes are
 * decorative and the area is marked busy. The shimmer stops for reduced motion (CSS).
 */
export function RouteLoading({ variant, rootVariant, texts }: Props) {
  const params = useParams<{ lang?: string; slug?: string[] }>();
  const raw = params?.lang;
  const lang: Locale = raw && isLocale(raw) ? raw : "de";
  const root = rootVariant && !params?.slug?.length;
  const shape = root ? rootVariant : variant;
  return (
    <div className={styles.loading} data-route-loading={shape}>
      <p role="status" className="visually-hidden">{texts[lang]}</p>
      <div aria-busy="true">
        {!root && (
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
