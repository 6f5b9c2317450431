"use client";

import type { Dispatch, Ref } from "react";
import type { Locale } from "@schemas/rules/localized";
import { formatTime } from "@schemas/rules/dates";
import type { BookingTexts } from "./booking-texts";
import { PriceList } from "./price-list.client";
import type { GroupOption } from "./ticket-options";
import type { WidgetAction, WidgetState } from "./widget-state";
import styles from "./booking.module.css";

interface Props {
  ref?: Ref<HTMLHeadingElement>;
  lang: Locale;
  texts: BookingTexts;
  groups: readonly GroupOption[];
  state: WidgetState;
  dispatch: Dispatch<WidgetAction>;
  multipleGroups: boolean;
  /** The booking holds as many tickets as it may. */
  full: boolean;
}

/**
 * The main step: per seat group its full price with a stepper, the chosen timeslot with a way
 * to change it, and the way to the group's discounts. A sold-out group stays visible, marked
 * and without steppers.
 */
export function MainStep({ ref, lang, texts, groups, state, dispatch, multipleGroups, full }: Props) {
  return (
    <div className={styles.groups}>
      <h3 ref={ref} tabIndex={-1} className={styles.stepTitle}>{texts.choose_tickets}</h3>
      {groups.map((group) => {
        const block = state.slots[group.seatGroup] ?? null;
        const slot = group.slots.find((candidate) => candidate.block_id === block);
        const headingId = `booking-group-${group.id}`;
        return (
          <section key={group.id} className={styles.group} aria-labelledby={headingId} data-seat-group={group.seatGroup} data-sold-out={group.soldOut ? "" : undefined}>
            <h4 id={headingId} className={styles.groupTitle}>
              {group.text}
              {group.soldOut && <span className={styles.soldOut}>{texts.sold_out}</span>}
            </h4>
            {!group.soldOut && group.slots.length > 0 && (
              <p className={styles.slotLine}>
                <span>{texts.timeslot}: {slot ? formatTime(slot.time_start, lang) : texts.timeslot_none}</span>
                <button type="button" className={styles.link} onClick={() => dispatch({ type: "step", step: { kind: "timeslots", seatGroup: group.seatGroup } })}>
                  {texts.change_timeslot}
                </button>
              </p>
            )}
            <PriceList texts={texts} group={group} selected={state.selected} dispatch={dispatch} labelPrefix={multipleGroups ? group.text : null}
              only={group.prices.slice(0, 1)} full={full} />
            {!group.soldOut && group.prices.length > 1 && (
              <button type="button" className={styles.link} onClick={() => dispatch({ type: "step", step: { kind: "discounts", seatGroup: group.seatGroup } })}>
                {texts.discounts} ({group.prices.length - 1})
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
