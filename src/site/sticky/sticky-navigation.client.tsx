"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { Icon } from "../icons/icon";
import { useScrollThreshold } from "../behaviours/use-scroll-threshold";
import { bookingStore } from "../booking/open-store";
import { readStickyAnchors, type StickyAnchor } from "./sticky-anchors";
import { readBookingMarks, stickyBooking, type StickyBooking } from "./sticky-booking";
import { scrollWindowTo } from "./smooth-scroll";
import styles from "./sticky-navigation.module.css";

export interface StickyLabels {
  toTop: string;
  anchors: string;
  book: string;
  datesAndTickets: string;
}

/** 001 §4: the sticky buttons show once the page is scrolled past half the window height. */
const pastHalf = (scrollY: number, height: number) => scrollY > height / 2;

/**
 * The sticky navigation (001 §2): the booking button, the page's sticky anchor buttons and the
 * scroll-to-top button, all shown after half a window height. The booking button opens the
 * page's booking widget, or links to the shop or to #datesAndTickets (sticky-booking.ts).
 */
export function StickyNavigationClient({ labels }: { labels: StickyLabels }) {
  const visible = useScrollThreshold(pastHalf);
  const [anchors, setAnchors] = useState<{ path: string; list: StickyAnchor[]; booking: StickyBooking }>({ path: "", list: [], booking: null });
  const pathname = usePathname();

  // The anchors belong to the page: read them after each navigation has rendered it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnchors({ path: pathname, list: readStickyAnchors(document), booking: stickyBooking(readBookingMarks(document)) }));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  const list = anchors.path === pathname ? anchors.list : [];
  const booking = anchors.path === pathname ? anchors.booking : null;

  const toTop = (keyboard: boolean) => {
    scrollWindowTo(0);
    // The button hides at the top; a keyboard user continues from the start of the page.
    if (keyboard) document.querySelector<HTMLElement>("a[href], button")?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.sticky} hidden={!visible} data-sticky-navigation="">
      {booking?.kind === "widget" && (
        <button type="button" className={styles.booking} aria-haspopup="dialog" data-sticky-booking-button="" onClick={() => bookingStore.open(booking.widgetId)}>
          <Icon name="ticket" className={styles.icon} />{labels.book}
        </button>
      )}
      {booking?.kind === "link" && (
        <a href={booking.href} className={styles.booking} data-sticky-booking-button="">
          <Icon name="ticket" className={styles.icon} />{booking.label === "dates" ? labels.datesAndTickets : labels.book}
        </a>
      )}
      {list.length > 0 && (
        <nav aria-label={labels.anchors} className={styles.anchors}>
          <ul className={styles.anchorList}>
            {list.map((anchor) => (
              <li key={anchor.href}><a href={anchor.href} className={styles.anchor}>{anchor.text}</a></li>
            ))}
          </ul>
        </nav>
      )}
      <button type="button" className={styles.toTop} onClick={(event) => toTop(event.detail === 0)}>
        <Icon name="arrow-up" className={styles.icon} />
        <span className="visually-hidden">{labels.toTop}</span>
      </button>
    </div>
  );
}
