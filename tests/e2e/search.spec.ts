import { expect, test, type Locator, type Page } from "@playwright/test";
import { programme as de } from "@/i18n/resources/de/programme";
import { programme as en } from "@/i18n/resources/en/programme";
import { site as deSite } from "@/i18n/resources/de/site";
import { site as enSite } from "@/i18n/resources/en/site";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";

/*
 * Site search (issue 4; 000 §2, §4, §5) against the demo seed, in both languages: the header
 * autocomplete by keyboard, the results page with categories, stemming and the empty answer.
 */

const TEXT = {
  de: { search: de.search, header: deSite.header, prefix: "führ", query: "Führung" },
  en: { search: en.search, header: enSite.header, prefix: "tour", query: "tour" },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL!);
});

/**
 * The computed display of the browser's own clear button in a search field. It lives in the
 * field's user-agent shadow tree, out of reach of the page's scripts, and Chromium answers
 * getComputedStyle(field, "::-webkit-search-cancel-button") with the field's own style, so the
 * element is looked up through the DevTools protocol.
 */
async function nativeClearDisplay(page: Page, field: Locator): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const id = await field.evaluate((element) => element.id);
  const { result } = await cdp.send("Runtime.evaluate", { expression: `document.getElementById(${JSON.stringify(id)})` });
  const { node } = await cdp.send("DOM.describeNode", { objectId: result.objectId, depth: -1, pierce: true });
  type CdpNode = typeof node;
  const all = (from: CdpNode): CdpNode[] => [from, ...[...(from.children ?? []), ...(from.shadowRoots ?? [])].flatMap(all)];
  const button = all(node).find((candidate) => candidate.attributes?.join(" ").includes("-webkit-search-cancel-button"));
  expect(button, "the field's user-agent clear button").toBeDefined();
  const { object } = await cdp.send("DOM.resolveNode", { backendNodeId: button!.backendNodeId });
  const display = await cdp.send("Runtime.callFunctionOn", { objectId: object.objectId, functionDeclaration: "function () { return getComputedStyle(this).display; }", returnByValue: true });
  await cdp.detach();
  return display.result.value as string;
}

for (const lang of ["de", "en"] as const) {
  const text = TEXT[lang];

  test(`${lang}: the header autocomplete works by keyboard and submits the chosen suggestion`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const input = page.getByRole("combobox", { name: text.header.search_label });
    await page.getByRole("button", { name: text.header.search_open }).click();
    await expect(input).toBeFocused();
    const clear = page.getByRole("button", { name: text.search.clear });
    await expect(clear).toHaveCount(0);
    await input.pressSequentially(text.prefix.toUpperCase());
    // The clear button empties the field and gives it the focus back.
    await expect(clear).toBeVisible();
    // It is the only one: the browser's own clear button in the search field stays hidden.
    expect(await nativeClearDisplay(page, input)).toBe("none");
    await clear.click();
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
    await expect(clear).toHaveCount(0);

    await input.pressSequentially(text.prefix);
    const list = page.getByRole("listbox", { name: text.search.suggestions });
    await expect(list).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const options = list.getByRole("option");
    await input.press("ArrowDown");
    await expect(options.first()).toBeFocused();
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    if ((await options.count()) > 1) {
      await page.keyboard.press("ArrowDown");
      await expect(options.nth(1)).toBeFocused();
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(options.first()).toHaveAttribute("aria-selected", "false");
      await page.keyboard.press("ArrowUp");
      await expect(options.first()).toBeFocused();
    }
    const chosen = (await options.first().textContent())!.trim();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=`));
    expect(new URL(page.url()).searchParams.get("q")).toBe(chosen);
    await expect(list).toHaveCount(0);
    await expect(page.locator("main [data-search-result]").first()).toBeVisible();
  });

  test(`${lang}: the search page lists results with categories and passes axe`, async ({ page }) => {
    const response = await page.goto(`/${lang}/search?q=${encodeURIComponent(text.query)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main [data-search-result]").first()).toBeVisible();
    // Each result names its kind; snippets come as HTML with only <mark> as markup.
    await expect(page.locator("main [data-search-result] h2 a").first()).toHaveAttribute("href", new RegExp(`^/${lang}/`));
    const categories = page.getByRole("navigation", { name: text.search.categories });
    await expect(categories.getByRole("link", { name: new RegExp(`^${text.search.all} \\(\\d+\\)$`) })).toHaveAttribute("aria-current", "page");
    expect(await axeViolations(page)).toEqual([]);
    // A category narrows the results to its kind.
    const second = categories.getByRole("link").nth(1);
    await second.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/search/[a-z]+\\?q=`));
    const kind = new URL(page.url()).pathname.split("/")[3]!;
    await expect(page.locator(`main [data-search-result]`).first()).toBeVisible();
    await expect(page.locator(`main [data-search-result]:not([data-search-result="${kind}"])`)).toHaveCount(0);
  });

  test(`${lang}: a query without matches says so and passes axe`, async ({ page }) => {
    await page.goto(`/${lang}/search?q=qqxzyqq`);
    await expect(page.getByText(text.search.none)).toBeVisible();
    await expect(page.locator("main [data-search-result]")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("de: a German query finds its stemmed variant (Ausstellungen → Ausstellung)", async ({ page }) => {
  await page.goto(`/de/search?q=Ausstellungen`);
  await expect(page.locator("main [data-search-result]").first()).toBeVisible();
  const marked = await page.locator("main mark").allTextContents();
  expect(marked.some((word) => /^ausstellung$/i.test(word))).toBe(true);
});
