/*
 * The browser the tests and benchmarks drive: Debian's headless Chromium (package
 * chromium-headless-shell), the same engine as the chromium package without the browser's
 * own interface. Full Chromium in headless mode still builds that interface: on every new tab
 * it starts a renderer for the address bar's popup (chrome://omnibox-popup) that took as much
 * CPU as the page under test, 2.5 s of main-thread time while an editor page of 100 modules
 * opened on two cores. Playwright itself runs its headless tests in this shell.
 * CHROMIUM_PATH picks another Chromium.
 */
export const CHROMIUM_PACKAGE = "chromium-headless-shell";

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Flags for every launch: no sandbox (root in a container), no GPU, nothing reaching out to the network. */
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
