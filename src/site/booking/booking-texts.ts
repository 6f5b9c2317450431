import type { Locale } from "@schemas/rules/localized";
import { resources } from "@/i18n/resources";

/** The widget's strings in one language, handed to the client island as props ("{{name}}" kept). */
export const bookingTexts = (lang: Locale) => resources[lang].booking;
export type BookingTexts = ReturnType<typeof bookingTexts>;
