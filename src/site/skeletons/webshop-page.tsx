import type { Metadata } from "next";
import { DEFAULT_LOCALE } from "../../../schemas/rules/localized";
import { getT } from "../../i18n/translate";
import { PageHeader } from "../shell/page-header";
import { Skeleton } from "./skeletons";

const t = getT(DEFAULT_LOCALE);

export const webshopMetadata: Metadata = { title: t("routes:titles.webshop"), robots: { index: false } };

/** Every shop path until the booking issue brings the cart: the shop's heading, a sentence, the skeleton. */
export function WebshopPage() {
  return (
    <>
      <PageHeader lang={DEFAULT_LOCALE} title={t("routes:titles.webshop")} intro={<p>{t("routes:upcoming.webshop")}</p>} />
      <Skeleton variant="list" />
    </>
  );
}
