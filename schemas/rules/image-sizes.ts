/*
 * The widths every uploaded or generated image is derived to, in each format. Apart from
 * image.ts (which re-exports them) so <Picture>, which client lists render too, does not
 * import zod into the browser.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
