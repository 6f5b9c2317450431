import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import type { Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getTicketShop } from "@/server/shop";
import { CART_COOKIE } from "@/server/shop/http";
import { PageHeader } from "../shell/page-header";
import { WebshopFrame } from "../shell/webshop-layout";
import { CartClient } from "./cart.client";
import { NoPaymentNotice } from "./no-payment-notice";
import { OrderConfirmation } from "./order-confirmation";
import { shopView } from "@/contracts/shop-lang";
import { shopLang, type ShopSearchParams } from "@/contracts/shop-query";
import { webshopTexts } from "./webshop-texts";

export interface ShopPageProps {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<ShopSearchParams>;
}

/** Per visitor, in the visitor's language, never in a search index. */
export async function webshopMetadata({ searchParams }: Pick<ShopPageProps, "searchParams">): Promise<Metadata> {
  const texts = webshopTexts(shopLang(await searchParams));
  return { title: texts.title, robots: { index: false, follow: false } };
}

/** The cart and the moment it was read: the countdown's first paint starts from there. */
async function readCart(token: string | null, lang: Locale) {
  const cart = await getTicketShop().readCart(token, lang);
  return { cart, readAt: Date.now() };
}

/**
 * Every shop prefix's page (000 §2), one implementation: `order/{number}`
 * is an order's confirmation, any other path the visitor's cart. The shop paths for the
 * event list, item groups and series never get here: the proxy redirects them (shop-mapping.ts).
 */
export async function WebshopRoute({ prefix, params, searchParams }: ShopPageProps & { prefix: string }) {
  const lang = shopLang(await searchParams);
  const view = shopView((await params).path);
  const texts = webshopTexts(lang);
  const token = (await cookies()).get(CART_COOKIE)?.value ?? null;
  const calendarHref = routePath("calendar", lang);
  let content: ReactNode;
  if (view.kind === "order") {
    const order = token ? await getTicketShop().readOrder(token, view.number, lang) : null;
    if (!order) notFound();
    content = <OrderConfirmation order={order} lang={lang} texts={texts} calendarHref={calendarHref} />;
  } else {
    const { cart, readAt } = await readCart(token, lang);
    content = (
      <CartClient
        initial={cart} lang={lang} prefix={prefix} texts={texts} serverNow={readAt} calendarHref={calendarHref}
        paymentNotice={<NoPaymentNotice texts={texts} />}
      />
    );
  }
  return (
    <WebshopFrame lang={lang} prefix={prefix}>
      <PageHeader lang={lang} title={texts.title} />
      {content}
    </WebshopFrame>
  );
}
