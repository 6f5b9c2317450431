"use client";

import { useId, useState, type Dispatch } from "react";
import { fillTemplate } from "../header/fill-template";
import type { BookingTexts } from "./booking-texts";
import { formatPrice } from "./format-price";
import { amountOf, type SelectedTicket } from "./selected-tickets";
import { Stepper } from "./stepper.client";
import { COLLAPSE_ABOVE, type GroupOption, type PriceOption } from "./ticket-options";
import type { WidgetAction } from "./widget-state";
import styles from "./booking.module.css";

interface Props {
  texts: BookingTexts;
  group: GroupOption;
  selected: readonly SelectedTicket[];
  dispatch: Dispatch<WidgetAction>;
  /** The group's name before each price's spoken name, when the widget has several groups. */
  labelPrefix: string | null;
  /** Only these prices (the main step shows the full price alone). */
  only?: readonly PriceOption[];
  /** The booking holds as many tickets as it may. */
  full: boolean;
}

/**
 * A seat group's prices with their amount steppers, the full price first (001 §4). Above two
 * prices the list starts collapsed (about 11.25rem, 001 §9) with a toggle that shows all.
 */
export function PriceList({ texts, group, selected, dispatch, labelPrefix, only, full }: Props) {
  const prices = only ?? group.prices;
  const collapsible = prices.length > COLLAPSE_ABOVE;
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <div className={styles.prices}>
      <ul id={listId} className={styles.priceList} data-collapsed={collapsible && !expanded ? "" : undefined}
        aria-label={fillTemplate(texts.prices_of, { group: group.text })}>
        {prices.map(({ price, ticket }, index) => {
          const name = labelPrefix ? `${labelPrefix}, ${price.name}` : price.name;
          return (
            <li key={price.id} className={styles.price} data-full-price={ticket === group.prices[0]?.ticket ? "" : undefined}
              // Tab into a row below the fold opens the list, so the focused stepper is never hidden.
              onFocus={index >= COLLAPSE_ABOVE ? () => setExpanded(true) : undefined}>
              <span className={styles.priceName}>{price.name}</span>
              <span className={styles.priceValue}>{formatPrice(price.price)}</span>
              {group.soldOut ? null : (
                <Stepper texts={texts} name={name} amount={amountOf(selected, ticket)} full={full}
                  onAdd={() => dispatch({ type: "ticket", action: { type: "add", ticket } })}
                  onRemove={() => dispatch({ type: "ticket", action: { type: "remove", ticket } })} />
              )}
            </li>
          );
        })}
      </ul>
      {collapsible && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
          {texts.all_prices}
        </button>
      )}
    </div>
  );
}
