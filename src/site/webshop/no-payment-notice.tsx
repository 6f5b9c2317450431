import type { WebshopTexts } from "./texts";
import styles from "./webshop.module.css";

/**
 * The built-in shop has no payment provider: the page says so plainly before the order is
 * placed and on the confirmation, so nobody expects a charge or a payment step.
 */
export function NoPaymentNotice({ texts, headingLevel = 3 }: { texts: WebshopTexts; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside className={styles.notice} aria-label={texts.no_payment_heading}>
      <Heading className={styles.noticeTitle}>{texts.no_payment_heading}</Heading>
      <p>{texts.no_payment_text}</p>
    </aside>
  );
}
