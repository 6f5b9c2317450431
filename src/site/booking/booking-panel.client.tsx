"use client";

import { useEffect, useMemo, useRef, useState, type Dispatch, type ReactNode } from "react";
import type { Locale } from "@schemas/rules/localized";
import { fillTemplate } from "../header/fill-template";
import type { BookingTexts } from "./booking-texts";
import { BookingSummary } from "./booking-summary.client";
import { addToCart } from "./cart-call";
import { MainStep } from "./main-step.client";
import { PriceList } from "./price-list.client";
import { totalAmount } from "./selected-tickets";
import { summaryLine, summaryText } from "./summary-text";
import { cartPayloads, groupOptions, initialSlots } from "./ticket-options";
import { TimeslotStep } from "./timeslot-step.client";
import { useEventTickets } from "./use-event-tickets";
import type { WidgetAction, WidgetState } from "./widget-state";
import styles from "./booking.module.css";
import { reportCartFailure } from "./report-cart-failure";

interface Props {
  lang: Locale;
  texts: BookingTexts;
  eventId: number;
  /** Counts the widget's openings: each one reads the tickets anew. */
  opening: number;
  state: WidgetState;
  dispatch: Dispatch<WidgetAction>;
  webshopUrl: string;
}

/**
 * The open widget's content: loading or error, then the current step, the total and "add to
 * cart". The widget loads it (and zod, which checks the tickets' answer) at its first
 * opening, so an event page's first visit does not download the booking steps.
 */
export function BookingPanel({ lang, texts, eventId, opening, state, dispatch, webshopUrl }: Props) {
  const [attempt, setAttempt] = useState(0);
  const tickets = useEventTickets(lang, eventId, opening, attempt);
  const onRetry = () => setAttempt((value) => value + 1);
  const data = tickets.kind === "ready" ? tickets.tickets : null;
  const multipleGroups = data !== null && data.seat_groups.length > 1;
  const groups = useMemo(() => (data ? groupOptions(data) : []), [data]);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // While the cart call runs the step stays on screen: focus moves once the summary is there.
  const stepKey = state.summary.kind === "done" ? "summary" : `${state.step.kind}-${"seatGroup" in state.step ? state.step.seatGroup : ""}`;

  useEffect(() => {
    if (groups.length > 0) dispatch({ type: "slots", slots: initialSlots(groups) });
  }, [groups, dispatch]);

  // A new step or the summary: a screen reader continues at its heading.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    stepHeading.current?.focus();
  }, [stepKey]);

  const total = totalAmount(state.selected);
  const full = data !== null && total >= data.max_tickets;
  const submit = async () => {
    if (!data?.event_jet_id || total === 0) return;
    dispatch({ type: "submit" });
    const outcome = await addToCart(cartPayloads(data.event_jet_id, groups, state.selected, state.slots), lang);
    if (!outcome.ok) reportCartFailure(outcome.code);
    dispatch({ type: "done", outcome });
  };

  const status = state.summary.kind === "loading" ? texts.adding : "";
  let body: ReactNode;
  if (tickets.kind !== "ready") {
    body = tickets.kind === "error"
      ? <div className={styles.message}><p>{texts.load_error}</p><button type="button" className={styles.secondary} onClick={onRetry}>{texts.retry}</button></div>
      : <p className={styles.message} aria-busy="true">{texts.loading}</p>;
  } else if (groups.length === 0 || !data?.event_jet_id) {
    body = <div className={styles.message}><p>{texts.no_tickets}</p><a href={webshopUrl}>{texts.to_webshop}</a></div>;
  } else if (state.summary.kind === "done") {
    body = <BookingSummary ref={stepHeading} texts={texts} outcome={state.summary.outcome} webshopUrl={webshopUrl} onChange={() => dispatch({ type: "change" })} />;
  } else {
    const step = state.step;
    const group = step.kind === "main" ? undefined : groups.find((candidate) => candidate.seatGroup === step.seatGroup);
    const back = () => dispatch({ type: "step", step: { kind: "main" } });
    body = (
      <>
        {step.kind === "timeslots" && group ? (
          <TimeslotStep ref={stepHeading} lang={lang} texts={texts} group={group} block={state.slots[group.seatGroup] ?? null}
            onChoose={(block) => dispatch({ type: "slot", seatGroup: group.seatGroup, block })} onBack={back} />
        ) : step.kind === "discounts" && group ? (
          <section aria-labelledby="booking-step-discounts">
            <h3 id="booking-step-discounts" ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>{fillTemplate(texts.discounts_for, { group: group.text })}</h3>
            <PriceList texts={texts} group={group} selected={state.selected} dispatch={dispatch} labelPrefix={multipleGroups ? group.text : null} full={full} />
            <button type="button" className={styles.secondary} onClick={back}>{texts.back}</button>
          </section>
        ) : (
          <MainStep ref={stepHeading} lang={lang} texts={texts} groups={groups} state={state} dispatch={dispatch} multipleGroups={multipleGroups} full={full} />
        )}
        <footer className={styles.foot}>
          <p className={styles.total}>{fillTemplate(total === 1 ? texts.selected_one : texts.selected_other, { count: total })}</p>
          <button type="button" className={styles.primary} disabled={total === 0 || state.summary.kind === "loading"} onClick={() => void submit()}>
            {texts.add_to_cart}
          </button>
        </footer>
        {/* Present before it has text, so reaching the limit is announced. */}
        <p role="status" className={styles.limit}>{full && data ? fillTemplate(texts.limit_reached, { max: data.max_tickets }) : ""}</p>
      </>
    );
  }

  return (
    <div className={styles.body}>
      {body}
      {/* The live region exists before its text changes, so screen readers announce the result. */}
      <p role="status" data-booking-live="" className={state.summary.kind === "loading" ? styles.message : "visually-hidden"}>
        {status || (state.summary.kind === "done" ? summaryLine(summaryText(texts, state.summary.outcome)) : "")}
      </p>
    </div>
  );
}

