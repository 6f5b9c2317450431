import type { ReactNode } from "react";
import styles from "./error-layout.module.css";

/**
 * The error layout (000 §2): a whole document with the site's name as a way home and the
 * error in main, for errors that happen outside the default layout (unknown languages, a
 * failed layout). The proxy's 503 page is the same layout as a string (error-document.ts).
 */
export function ErrorLayout({ lang, siteName, homeHref, children }: { lang: string; siteName: string; homeHref: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body>
        <header className={styles.header}>
          <a className={styles.site} href={homeHref}>{siteName}</a>
        </header>
        <main id="main-content" className={styles.main}>{children}</main>
      </body>
    </html>
  );
}
