import type { ReactNode } from "react";
import type { Viewport } from "next";
import { WebshopLayout } from "@/site/shell/webshop-layout";
import "@/site/styles/tokens.css";
import "@/site/styles/base.css";
import "@/site/styles/fonts.css";

export const viewport: Viewport = { width: "device-width", initialScale: 1, maximumScale: 5 };

/** Root layout of the webshop paths (000 §2): a document of its own, outside the language prefix. */
export default function ShopRootLayout({ children }: { children: ReactNode }) {
  return <WebshopLayout>{children}</WebshopLayout>;
}
