import type { Metadata } from "next";
import Link from "next/link";
import { getT } from "@/i18n/translate";
import { ErrorLayout } from "@/site/errors/error-layout";
import { ErrorView } from "@/site/errors/error-view";
import "@/site/styles/tokens.css";
import "@/site/styles/base.css";

const de = getT("de");
const en = getT("en");

export const metadata: Metadata = { title: `${de("errors:not_found")} | ${de("common:site_name")}` };

/** 404 for URLs outside /de and /en, in the error layout: no language is known, so it speaks both. */
export default function GlobalNotFound() {
  return (
    <ErrorLayout lang="de" siteName={de("common:site_name")} homeHref="/de">
      <ErrorView status={404} statusLabel={de("errors:status", { status: 404 })} message={de("errors:not_found")} home={{ href: "/de", label: de("errors:back_home") }}>
        <div lang="en">
          <h2>{en("errors:not_found")}</h2>
          <p><Link href="/en">{en("errors:back_home")}</Link></p>
        </div>
      </ErrorView>
    </ErrorLayout>
  );
}
