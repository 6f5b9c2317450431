"use client";

import type { Profile } from "@schemas/api/account";
import type { Locale } from "@schemas/rules/localized";
import { formatDate } from "@schemas/rules/dates";
import { accountTexts, fill, type AccountTexts } from "./account-texts";
import { useAccountData } from "./use-account-data";
import styles from "./account.module.css";

interface Props {
  lang: Locale;
  loginHref: string;
  settingsHref: string;
  cartHref: string;
}

/** Name and e-mail, the orders placed with that address, and this browser's current cart. */
export function ProfileView({ lang, loginHref, settingsHref, cartHref }: Props) {
  const texts = accountTexts(lang);
  const { data } = useAccountData("profile/", lang, "profileSchema");
  if (data.state === "loading") return <p role="status">{texts.profile.loading}</p>;
  if (data.state === "logged-out") return <p>{texts.profile.logged_out} <a href={loginHref}>{texts.login.title}</a></p>;
  if (data.state === "error") return <p role="alert">{texts.failed}</p>;
  const { account, orders, cart } = data.value;
  return (
    <>
      <section className={styles.section} aria-labelledby="profile-account">
        <h2 id="profile-account">{texts.profile.account}</h2>
        <dl className={styles.details}>
          <dt>{texts.profile.name}</dt><dd data-profile-name="">{account.first_name} {account.last_name}</dd>
          <dt>{texts.email}</dt><dd>{account.email}</dd>
        </dl>
        <p><a href={settingsHref}>{texts.profile.settings_link}</a></p>
      </section>
      <section className={styles.section} aria-labelledby="profile-orders">
        <h2 id="profile-orders">{texts.profile.orders}</h2>
        {orders.length === 0 ? <p>{texts.profile.no_orders}</p> : (
          <ul className={styles.orders}>{orders.map((order) => <OrderItem key={order.number} order={order} lang={lang} texts={texts} />)}</ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="profile-cart">
        <h2 id="profile-cart">{texts.profile.cart}</h2>
        {cart.positions.length === 0 ? <p>{texts.profile.cart_empty}</p> : (
          <>
            <ul>{cart.positions.map((position) => <li key={position.id}>{position.quantity} × <a href={position.event.url}>{position.event.name}</a>, {formatDate(position.event.date_start, lang, "long")}, {position.price_name}</li>)}</ul>
            <p>{fill(texts.profile.total, { total: cart.total.replace(".", lang === "de" ? "," : ".") })}</p>
          </>
        )}
        <p><a href={cartHref}>{texts.profile.cart_link}</a></p>
      </section>
    </>
  );
}

function OrderItem({ order, lang, texts }: { order: Profile["orders"][number]; lang: Locale; texts: AccountTexts }) {
  const count = order.tickets_quantity;
  return (
    <li className={styles.order}>
      <h3>{fill(texts.profile.order, { number: order.number, date: formatDate(order.created_at, lang, "long") })}</h3>
      <ul>{order.positions.map((position) => <li key={position.id}>{position.quantity} × <a href={position.event.url}>{position.event.name}</a>, {formatDate(position.event.date_start, lang, "long")}, {position.price_name}</li>)}</ul>
      <p>{fill(count === 1 ? texts.profile.tickets.one : texts.profile.tickets.other, { count })} · {fill(texts.profile.total, { total: order.total.replace(".", lang === "de" ? "," : ".") })}</p>
    </li>
  );
}
