import Link from "next/link";
import { DEFAULT_LOCALE } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { ErrorView } from "@/site/errors/error-view";
import { WebshopFrame } from "@/site/shell/webshop-layout";

const de = getT(DEFAULT_LOCALE);
const en = getT("en");

/** An order number this cart did not place (or none at all), in the webshop's frame; no query is known here, so both languages. */
export default function ShopNotFound() {
  return (
    <WebshopFrame lang={DEFAULT_LOCALE} prefix="/webshop">
      <ErrorView status={404} statusLabel={de("errors:status", { status: 404 })} message={de("errors:not_found")} home={{ href: "/webshop/", label: de("webshop:cart_heading") }}>
        <div lang="en">
          <h2>{en("errors:not_found")}</h2>
          <p><Link href="/webshop/?lang=en">{en("webshop:cart_heading")}</Link></p>
        </div>
      </ErrorView>
    </WebshopFrame>
  );
}
