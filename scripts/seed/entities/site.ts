import { addDays, format } from "date-fns";
import { createBreakingNewsSchema } from "@schemas/entities/breaking-news";
import { createOpeningHoursSchema } from "@schemas/entities/opening-hours";
import { createOpeningHoursExceptionSchema } from "@schemas/entities/opening-hours-exception";
import { createRedirectSchema } from "@schemas/entities/redirect";
import { settingsSchema } from "@schemas/entities/settings";
import { breakingNews, openingHours, openingHoursExceptions, redirects, settings } from "@/server/db/schema";
import { BREAKING_NEWS, FOOTER_HTML, MUSEUM, OPENING_EXCEPTIONS, OPENING_HOURS, REDIRECTS } from "../content/site";
import { MUSEUM_LOGO, MUSEUM_LOGO_EN, PARTNER_LOGOS, type LogoSpec } from "../content/artworks";
import { artwork, entityImage, type SeedContext } from "../context";
import { insertRows, parseWith, toDate } from "../insert";
import { berlinTime } from "../random";

/** Regular hours and the days that differ from them. */
export async function seedOpeningHours(ctx: SeedContext): Promise<void> {
  await insertRows(ctx.db, openingHours, OPENING_HOURS.map((day) =>
    parseWith(createOpeningHoursSchema, {
      weekday: day.weekday,
      closed: !day.from,
      time_from: day.from ?? null,
      time_to: day.to ?? null,
      alternative_text: day.text,
    }, `opening hours ${day.weekday}`)));
  await insertRows(ctx.db, openingHoursExceptions, OPENING_EXCEPTIONS.map((exception) =>
    parseWith(createOpeningHoursExceptionSchema, {
      date: format(addDays(ctx.today, exception.day), "yyyy-MM-dd"),
      closed: !exception.from,
      time_from: exception.from ?? null,
      time_to: exception.to ?? null,
      alternative_text: exception.text,
      alternative_link_url: exception.link ?? null,
    }, `opening hours exception +${exception.day}`)));
}

/** The alert banner, live from two days ago for the next two weeks. */
export async function seedBreakingNews(ctx: SeedContext): Promise<void> {
  const parsed = parseWith(createBreakingNewsSchema, {
    ...BREAKING_NEWS,
    active_from: berlinTime(ctx.today, -2, 8).toISOString(),
    active_to: berlinTime(ctx.today, 14, 20).toISOString(),
    is_online: true,
  }, "breaking news");
  await insertRows(ctx.db, breakingNews, [{ ...parsed, active_from: toDate(parsed.active_from), active_to: toDate(parsed.active_to) }]);
}

export async function seedRedirects(ctx: SeedContext): Promise<void> {
  await insertRows(ctx.db, redirects, REDIRECTS.map((redirect) => parseWith(createRedirectSchema, redirect, `redirect ${redirect.old_path}`)));
}

// The block serves both languages: the partner's name is the alt text, the same in each.
const logoTag = (ctx: SeedContext, spec: LogoSpec) => {
  const logo = artwork(ctx, spec.name);
  return `<img src="/media/seed/${logo.name}-480.jpg" width="${logo.width / 2}" height="${logo.height / 2}" alt="${spec.wordmark} ${spec.tagline}" loading="lazy">`;
};

/** The one settings row: site name, shop links, footer blocks and the header logo in each language. */
export async function seedSettings(ctx: SeedContext): Promise<void> {
  const parsed = parseWith(settingsSchema, {
    site_name: MUSEUM.name,
    is_site_online: true,
    is_shop_online: true,
    html_footer_top: FOOTER_HTML.top,
    html_footer_bottom: FOOTER_HTML.bottom,
    html_footer_logos: PARTNER_LOGOS.map((logo) => logoTag(ctx, logo)).join(""),
    header_logo: entityImage(ctx, MUSEUM_LOGO),
    header_logo_en: entityImage(ctx, MUSEUM_LOGO_EN),
    basket_link: `${MUSEUM.shopUrl}/warenkorb`,
    webshop_link: MUSEUM.shopUrl,
    menu_style: "style1",
    event_style: "style1",
  }, "settings");
  await insertRows(ctx.db, settings, [{ id: 1, ...parsed }]);
}
