import styles from "./event-list.module.css";

/** Rows of the event list while a page loads (decorative: the status line says it). */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="event-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow}><span /><span /><span /></div>
      ))}
    </div>
  );
}
