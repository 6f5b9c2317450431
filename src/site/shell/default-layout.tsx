import type { ReactNode } from "react";
import type { Locale } from "@schemas/rules/localized";
import { getCachedNavigation } from "../navigation/get-navigation";
import { getCachedSettings } from "../settings/get-settings";
import { CookieManager } from "../consent/cookie-manager";
import { BreakingNewsAlert } from "../alert/breaking-news-alert";
import { SiteHeader } from "../header/site-header";
import { SiteFooter } from "../footer/site-footer";
import { StickyNavigation } from "../sticky/sticky-navigation";
import { EventOverlay } from "../overlay/event-overlay";
import { Behaviours, BrowserNotices } from "../behaviours/behaviours";
import { PageTransition } from "../behaviours/page-transition.client";
import { NavigationSkeleton } from "../skeletons/navigation-skeleton.client";
import { loadingTexts } from "../skeletons/loading-texts";
import { AccessibilityNav } from "./accessibility-nav";

/**
 * The default layout in the order of 000 §2: accessibility navigation, the notices for browsers
 * that cannot run the site, cookie manager, top alert, site header, the sticky event-overlay
 * button with its overlay (design flag), the page
 * (magazine headline and shared page header come from the routes that have them, inside main
 * so "skip to content" lands on the page's h1), footer, sticky navigation, and the behaviours
 * that have no place of their own. The editor header follows with the editor issue.
 */
export async function DefaultLayout({ lang, nonce, children }: { lang: Locale; nonce?: string; children: ReactNode }) {
  const [navigation, settings] = await Promise.all([getCachedNavigation(lang), getCachedSettings()]);
  return (
    <>
      <AccessibilityNav lang={lang} />
      <BrowserNotices lang={lang} nonce={nonce} />
      <CookieManager lang={lang} nonce={nonce} />
      <BreakingNewsAlert lang={lang} nonce={nonce} />
      <SiteHeader lang={lang} navigation={navigation} settings={settings} />
      <EventOverlay lang={lang} showButton={settings.design.sticky_overlay_button} />
      <main id="main-content" tabIndex={-1}>
        <NavigationSkeleton texts={loadingTexts()}>
          <PageTransition>{children}</PageTransition>
        </NavigationSkeleton>
      </main>
      <SiteFooter lang={lang} navigation={navigation} settings={settings} />
      <StickyNavigation lang={lang} />
      <Behaviours lang={lang} />
    </>
  );
}
