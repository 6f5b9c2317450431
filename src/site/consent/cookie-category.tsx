import { useId } from "react";
import type { ManagerCategory, ManagerTexts } from "./cookie-manager.client";
import styles from "./cookie-manager.module.css";

interface Props {
  category: ManagerCategory;
  texts: ManagerTexts;
  on: boolean;
  onToggle: (on: boolean) => void;
}

/** One consent category: its switch (required is always on) and its services behind a disclosure. */
export function CookieCategory({ category, texts, on, onToggle }: Props) {
  const id = useId();
  const required = category.id === "required";
  return (
    <li className={styles.category}>
      <div className={styles.categoryHead}>
        <label htmlFor={`${id}-switch`} className={styles.categoryName}>
          {category.name}
        </label>
        {required && <span className={styles.alwaysOn}>{texts.alwaysOn}</span>}
        <input
          id={`${id}-switch`}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={on}
          disabled={required}
          onChange={(event) => onToggle(event.target.checked)}
          aria-describedby={`${id}-description`}
          data-category={category.id}
        />
      </div>
      <p id={`${id}-description`} className={styles.description}>
        {category.description}
      </p>
      <details className={styles.details}>
        <summary>{category.servicesToggle}</summary>
        <ul className={styles.services}>
          {category.services.map((service) => (
            <li key={service.id} className={styles.service}>
              <p className={styles.serviceName}>{service.name}</p>
              <dl className={styles.facts}>
                <div>
                  <dt>{texts.purpose}</dt>
                  <dd>{service.purpose}</dd>
                </div>
                <div>
                  <dt>{texts.cookies}</dt>
                  <dd>{service.cookies.length ? service.cookies.join(", ") : texts.noCookies}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
