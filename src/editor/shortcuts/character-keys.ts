/**
 * Whether single character shortcuts ("?") are on. WCAG 2.1.4: an editor who uses speech
 * input or types by single keys can turn them off; the choice stays in this browser.
 */
const KEY = "museum-editor-character-keys";

export function characterKeysOn(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== "off";
  } catch {
    return true;
  }
}

export function setCharacterKeys(on: boolean) {
  try {
    if (on) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, "off");
  } catch {
    // Storage blocked: the setting lasts as long as the page.
  }
}
