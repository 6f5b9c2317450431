"use client";

import { fillTemplate } from "../header/fill-template";
import { useCartCookies } from "../header/use-cart-cookies";
import styles from "./webshop.module.css";

/**
 * The webshop header's cart count, from the cart cookies like the site header's (001 §2):
 * it follows every change on the page (CART_CHANGE_EVENT) without a reload.
 */
export function WebshopCartLink({ href, label, count }: { href: string; label: string; count: { one: string; other: string } }) {
  const { amount } = useCartCookies();
  return (
    <a href={href} className={styles.cartLink} data-cart-count={amount}>
      {label}
      <span className={styles.cartBadge} aria-hidden="true">{amount}</span>
      <span className="visually-hidden"> ({fillTemplate(amount === 1 ? count.one : count.other, { count: amount })})</span>
    </a>
  );
}
