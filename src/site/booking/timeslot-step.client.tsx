"use client";

import { useId, type Ref } from "react";
import type { Locale } from "@schemas/rules/localized";
import { fillTemplate } from "../header/fill-template";
import { formatTime } from "@schemas/rules/dates";
import type { BookingTexts } from "./booking-texts";
import type { GroupOption } from "./ticket-options";
import styles from "./booking.module.css";

interface Props {
  ref?: Ref<HTMLHeadingElement>;
  lang: Locale;
  texts: BookingTexts;
  group: GroupOption;
  block: number | null;
  onChoose: (block: number) => void;
  onBack: () => void;
}

/** The timeslots step: one radio per offered slot; sold-out slots are shown but cannot be chosen. */
export function TimeslotStep({ ref, lang, texts, group, block, onChoose, onBack }: Props) {
  const name = useId();
  const title = fillTemplate(texts.timeslots_for, { group: group.text });
  return (
    <section aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} ref={ref} tabIndex={-1} className={styles.stepTitle}>{title}</h3>
      <fieldset className={styles.slots}>
        <legend className="visually-hidden">{title}</legend>
        {group.slots.map((slot) => (
          <label key={slot.id} className={styles.slot} data-sold-out={slot.soldOut ? "" : undefined}>
            <input type="radio" name={name} value={slot.block_id} checked={block === slot.block_id} disabled={slot.soldOut}
              onChange={() => onChoose(slot.block_id)} />
            <span>{formatTime(slot.time_start, lang)}</span>
            {slot.soldOut && <span className={styles.soldOut}>{texts.sold_out}</span>}
          </label>
        ))}
      </fieldset>
      <button type="button" className={styles.secondary} onClick={onBack}>{texts.back}</button>
    </section>
  );
}
