/**
 * The body's class while the editor is open: the page makes room for the editor's bar and
 * panel and its header stops sticking (top-bar.module.css, side-panel.module.css).
 */
export const EDIT_MODE_CLASS = "edit-mode";

/** The body's attribute once the editor has hydrated (its handlers are attached). */
export const EDITOR_HYDRATED = "data-editor-hydrated";
