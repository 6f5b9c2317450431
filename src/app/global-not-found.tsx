import type { Metadata } from "next";
import Link from "next/link";
import { getT } from "../i18n/translate";
import "../site/styles/tokens.css";
import "../site/styles/base.css";

const de = getT("de");
const en = getT("en");

export const metadata: Metadata = { title: `404 | ${de("common:not_found")}` };

/** 404 for URLs outside /de and /en: no language is known, so it speaks both. */
export default function GlobalNotFound() {
  return (
    <html lang="de">
      <body>
        <main id="main-content" className="container" style={{ paddingBlock: "var(--space-2xl)" }}>
          <p>404</p>
          <h1>{de("common:not_found")}</h1>
          <p><Link href="/de">{de("common:back_home")}</Link></p>
          <div lang="en">
            <h2>{en("common:not_found")}</h2>
            <p><Link href="/en">{en("common:back_home")}</Link></p>
          </div>
        </main>
      </body>
    </html>
  );
}
