import type { ReactNode } from "react";
import type { TFunction } from "@/i18n/translate";
import { snippetServices } from "@/contracts/snippet-services";
import { config } from "@/server/config";
import { ConsentGate } from "./consent-gate";
import { HtmlSnippetClient } from "./html-snippet.client";

interface Props {
  html: string;
  t: TFunction;
  className?: string;
}

const siteHost = new URL(config.SITE_URL).hostname;

/**
 * Editor-written HTML (the HTML module, the settings' HTML blocks). Only editors write it and
 * they are trusted with it: it is output unsanitised. HTML that loads nothing from another
 * host is in the server HTML as written. HTML that does waits behind the consent gate of each
 * service it loads from, one inside the other (the visitor allows them in turn), and is put in
 * by the browser once all are allowed: pages are cached for everyone, so the server HTML
 * never holds it.
 */
export function HtmlSnippet({ html, t, className }: Props) {
  const services = snippetServices(html, siteHost);
  if (!services.length) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  const gated = services.reduceRight<ReactNode>(
    (inner, { id, hosts }) => (
      <ConsentGate service={id} t={t} name={id === "other_media" ? hosts.join(", ") : undefined}>
        {inner}
      </ConsentGate>
    ),
    <HtmlSnippetClient html={html} />,
  );
  return <div className={className}>{gated}</div>;
}
