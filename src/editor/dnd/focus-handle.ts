/**
 * Focus a module's drag handle once the page shows the module in its new place. A module
 * moved into another column is a new element there, and the focus of a keyboard drag would
 * otherwise fall back to the page's start.
 */
export function focusModuleHandle(moduleId: string) {
  requestAnimationFrame(() => {
    const handle = document.querySelector<HTMLElement>(`[data-module-id="${CSS.escape(moduleId)}"] [data-drag-handle]`);
    if (handle && document.activeElement !== handle) handle.focus();
  });
}
