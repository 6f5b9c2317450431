import { ROUTES } from "@/i18n/routes";
import type { PageSeed } from "./types";

/**
 * The page-editor page of the events route: the calendar route renders the list, this page
 * gives it the headline the calendar and the event overlay "Programm und Karten" show
 * (001 §2). Its paths are the route's own, so GET {lang}/pageeditor-api/page/kalender finds it.
 */
export const calendarPage: PageSeed = {
  key: "calendar",
  position: 4,
  translations: {
    de: { path: ROUTES.calendar.de, title: "Kalender", headline: "Ausstellungen, Führungen, Konzerte und Kurse – alle Termine auf einen Blick" },
    en: { path: ROUTES.calendar.en, title: "Calendar", headline: "Exhibitions, tours, concerts and courses – every date at a glance" },
  },
  sections: () => [],
};
