import type { SectionData } from "@modules/registry";
import { sectionSearchText } from "@modules/search-text";

/**
 * The columns a checked section is written with: its data and the text site search indexes
 * (the modules' searchable fields). Every insert and update of a section spreads this, so the
 * search text never lags behind the content; the table requires it on insert.
 */
export const storedSection = (data: SectionData) => ({ data, search_text: sectionSearchText(data) });
