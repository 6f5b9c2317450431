import type { Order } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import { formatPrice } from "../booking/format-price";
import { fillTemplate } from "../header/fill-template";
import { formatDate, formatDateTime, formatTime } from "@schemas/rules/dates";
import { NoPaymentNotice } from "./no-payment-notice";
import { positionSum } from "./position-sum";
import { countText, type WebshopTexts } from "./texts";
import styles from "./webshop.module.css";

interface Props { order: Order; lang: Locale; texts: WebshopTexts; calendarHref: string }

/** The confirmation page /webshop/order/{number}/: the order number, who ordered, the tickets, no payment taken. */
export function OrderConfirmation({ order, lang, texts, calendarHref }: Props) {
  return (
    <section aria-labelledby="order-heading" className={styles.cart}>
      <h2 id="order-heading">{texts.order_heading}</h2>
      <p className={styles.orderNumber}>{texts.order_number}: <strong data-order-number>{order.number}</strong></p>
      <p>{texts.order_intro}</p>
      <p>{fillTemplate(texts.order_for, { name: order.name, email: order.email, date: formatDate(order.created_at, lang, "long") })}</p>
      <h3>{texts.order_positions}</h3>
      <p className={styles.count}>{countText(texts, order.tickets_quantity)}</p>
      <ul className={styles.positions}>
        {order.positions.map((position) => (
          <li key={position.id} className={styles.position}>
            <h4 className={styles.positionTitle}><a href={position.event.url}>{position.event.name}</a></h4>
            <dl className={styles.facts}>
              <div><dt>{texts.date}</dt><dd>{formatDateTime(position.event.date_start, lang, "weekday", "uhr")}</dd></div>
              <div><dt>{texts.seat_group}</dt><dd>{position.seat_group}</dd></div>
              {position.time_start && <div><dt>{texts.timeslot}</dt><dd>{formatTime(position.time_start, lang)}</dd></div>}
              <div><dt>{texts.column.price}</dt><dd>{position.price_name}: {formatPrice(position.price)}</dd></div>
              <div><dt>{texts.column.quantity}</dt><dd>{position.quantity}</dd></div>
            </dl>
            <p className={styles.sum}><span className="visually-hidden">{texts.column.sum}: </span>{formatPrice(positionSum(position.price, position.quantity))}</p>
          </li>
        ))}
      </ul>
      <p className={styles.total}><span>{texts.total}</span> <strong>{formatPrice(order.total)}</strong></p>
      <NoPaymentNotice texts={texts} />
      <p><a href={calendarHref}>{texts.to_calendar}</a></p>
    </section>
  );
}
