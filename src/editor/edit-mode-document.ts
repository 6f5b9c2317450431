// How edit mode's document is marked: names the edit route's server-rendered parts and the
// editor's client code share (a "use client" module's exports reach server code only as
// references, not values).

/**
 * The body's class while the editor is open: the page makes room for the editor's bar and
 * panel and its header stops sticking (top-bar.module.css, side-panel.module.css).
 */
export const EDIT_MODE_CLASS = "edit-mode";

/** The body's attribute once the editor has hydrated (its handlers are attached). */
export const EDITOR_HYDRATED = "data-editor-hydrated";

/** The side panel's id: the bar's toggle controls it. */
export const SIDE_PANEL_ID = "editor-side-panel";

/** Where this browser keeps whether the side panel is open on a wide window ("closed" when folded). */
export const PANEL_STORAGE_KEY = "museum-editor-panel";

/**
 * The body's attribute, set while the document is parsed, when this browser folded the side
 * panel: until the editor has hydrated, the stylesheet keeps the panel folded and gives the
 * page its room back (side-panel.module.css), so the first paint is already the folded one.
 */
export const PANEL_FOLDED = "data-editor-panel-folded";
