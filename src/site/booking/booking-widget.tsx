import type { Locale } from "@schemas/rules/localized";
import { bookingTexts } from "./booking-texts";
import { BookingWidgetClient } from "./booking-widget.client";

interface Props {
  lang: Locale;
  eventId: number;
  eventName: string;
  /** The sticky navigation's booking button opens this widget (001 §5: the sticky-booking flag). */
  sticky?: boolean;
  className?: string;
}

/** The "Book tickets" button and its widget, for an event that sells tickets here (001 §4, §5). */
export function BookingWidget({ lang, eventId, eventName, sticky = false, className }: Props) {
  // Where a failed cart call sends the visitor (001 §8): the webshop the cart belongs to.
  const webshop = lang === "de" ? "/webshop/" : "/webshop/?lang=en";
  return <BookingWidgetClient lang={lang} eventId={eventId} eventName={eventName} webshopUrl={webshop} texts={bookingTexts(lang)} sticky={sticky} className={className} />;
}
