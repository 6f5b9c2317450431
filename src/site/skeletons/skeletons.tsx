import styles from "./skeletons.module.css";

/**
 * Loading skeletons (000 §2, 001 §2): the shapes of lists, detail pages, forms and the user
 * area before their content arrives. Decorative only (aria-hidden): the page's heading and
 * sentence say what is coming, or, in a route's loading UI, its status line (route-loading.tsx).
 */
export type SkeletonVariant = "list" | "detail" | "form" | "search" | "profile" | "home" | "events";

const Line = ({ width = "100%", tall = false }: { width?: string; tall?: boolean }) => (
  <span className={tall ? `${styles.block} ${styles.tall}` : styles.line} style={{ width }} />
);

function ListSkeleton() {
  return (
    <ul className={styles.grid}>
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className={styles.card}>
          <span className={styles.image} />
          <Line width="40%" />
          <Line width="85%" tall />
          <Line width="65%" />
        </li>
      ))}
    </ul>
  );
}

function DetailSkeleton() {
  return (
    <div className={styles.detail}>
      <span className={styles.hero} />
      <div className={styles.text}>
        {["92%", "100%", "88%", "95%", "60%"].map((width, index) => <Line key={index} width={width} />)}
      </div>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className={styles.form}>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={styles.field}><Line width="30%" /><span className={styles.input} /></div>
      ))}
      <span className={styles.button} />
    </div>
  );
}

function SearchSkeleton() {
  return (
    <div className={styles.form}>
      <span className={styles.input} />
      <div className={styles.tabs}>{[0, 1, 2].map((index) => <span key={index} className={styles.tab} />)}</div>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={styles.result}><Line width="55%" tall /><Line width="90%" /><Line width="70%" /></div>
      ))}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className={styles.profile}>
      <span className={styles.avatar} />
      <div className={styles.text}>{["50%", "70%", "40%"].map((width, index) => <Line key={index} width={width} />)}</div>
    </div>
  );
}

/** The home page: its hero, then rows of teasers. */
function HomeSkeleton() {
  return (
    <div className={styles.home}>
      <span className={styles.hero} />
      <ListSkeleton />
    </div>
  );
}

/** The event calendar: a day's heading and event rows (an image beside time, title and place). */
function EventsSkeleton() {
  return (
    <div className={styles.rows}>
      <Line width="12rem" tall />
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={styles.row}><span /><span style={{ width: "30%" }} /><span style={{ width: "70%" }} /><span style={{ width: "45%" }} /></div>
      ))}
    </div>
  );
}

const VARIANTS = {
  list: ListSkeleton, detail: DetailSkeleton, form: FormSkeleton, search: SearchSkeleton, profile: ProfileSkeleton,
  home: HomeSkeleton, events: EventsSkeleton,
};

export function Skeleton({ variant }: { variant: SkeletonVariant }) {
  const Shape = VARIANTS[variant];
  return <div className={styles.skeleton} aria-hidden="true" data-skeleton={variant}><Shape /></div>;
}
