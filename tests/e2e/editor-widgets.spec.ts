import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, gotoEditor, logIn, mouseDrag, publish, saved } from "./helpers/editor-page";

test("rich text and list widgets: a Text and a FAQ module are written in the modal and seen by a visitor", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-widgets-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  const toolbar = page.getByRole("navigation", { name: "Module" });
  await page.getByLabel("Spalten").last().selectOption("50-50");
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const section = page.locator("section[data-layout='50-50']");

  // Text: rich text with a heading, bold and a link opening in a new window.
  await mouseDrag(page, toolbar.getByRole("button", { name: "Text", exact: true }), section.getByRole("group", { name: "Spalte 1" }));
  const dialog = page.getByRole("dialog", { name: "Neues Modul: Text" });
  await expect(dialog).toBeVisible();
  const editor = dialog.getByRole("textbox", { name: "Text", exact: true });
  await expect(editor).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Dieses Feld ist ein Pflichtfeld!")).toBeVisible();
  await editor.click();
  await page.keyboard.type("Zwischentitel");
  await dialog.getByLabel("Absatzformat").selectOption({ label: "Überschrift 3" });
  await editor.press("End");
  await editor.press("Enter");
  await dialog.getByLabel("Absatzformat").selectOption({ label: "Absatz" });
  await page.keyboard.type("Ein fetter Satz.");
  await page.keyboard.press("Shift+Home");
  await dialog.getByRole("button", { name: "Fett" }).click();
  await expect(dialog.getByRole("button", { name: "Fett" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Link", exact: true }).click();
  await dialog.getByLabel("Linkadresse").fill("https://example.org/");
  await dialog.getByLabel("In neuem Fenster öffnen").check();
  await dialog.getByRole("button", { name: "Link setzen" }).click();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);

  // FAQ: two entries, the second moved up.
  await mouseDrag(page, toolbar.getByRole("button", { name: "FAQ", exact: true }), section.getByRole("group", { name: "Spalte 2" }));
  const faq = page.getByRole("dialog", { name: "Neues Modul: FAQ" });
  await expect(faq).toBeVisible();
  for (const [n, question, answer] of [[1, "Wann offen?", "Täglich ab zehn."], [2, "Wo parken?", "Am Ufer."]] as const) {
    await faq.getByRole("button", { name: "Frage hinzufügen" }).click();
    const item = faq.getByRole("group", { name: `Frage ${n}` });
    await item.getByLabel("Frage", { exact: true }).fill(question);
    await item.getByRole("textbox", { name: "Antwort" }).click();
    await page.keyboard.type(answer);
  }
  expect(await axeViolations(page)).toEqual([]);
  await faq.getByRole("button", { name: "Frage 2 nach oben" }).click();
  await expect(faq.getByRole("group", { name: "Frage 1" }).getByLabel("Frage", { exact: true })).toHaveValue("Wo parken?");
  await faq.getByRole("button", { name: "Speichern" }).click();
  await expect(faq).toBeHidden();
  await saved(page);
  await publish(page);

  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${slug}`);
  await expect(visitorPage.getByRole("heading", { level: 3, name: "Zwischentitel" })).toBeVisible();
  const link = visitorPage.getByRole("link", { name: "Ein fetter Satz." });
  await expect(link).toHaveAttribute("href", "https://example.org/");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(visitorPage.locator("strong", { hasText: "Ein fetter Satz." })).toHaveCount(1);
  await expect(visitorPage.getByRole("main").locator("summary")).toHaveText(["Wo parken?", "Wann offen?"]);
  await visitorPage.getByText("Wo parken?").click();
  await expect(visitorPage.getByText("Am Ufer.")).toBeVisible();
  await visitor.close();
  await context.close();
});

test("image widget: an uploaded image shows in the form with its alt text and reaches the visitor", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await giveConsent(context, baseURL!);
  await logIn(context);
  const slug = `editor-image-${Date.now()}`;
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByLabel("Spalten").last().selectOption("50-50");
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  const section = page.locator("section[data-layout='50-50']");
  const toolbar = page.getByRole("navigation", { name: "Module" });

  await mouseDrag(page, toolbar.getByRole("button", { name: "Bild", exact: true }), section.getByRole("group", { name: "Spalte 1" }));
  const dialog = page.getByRole("dialog", { name: "Neues Modul: Bild" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Dieses Feld ist ein Pflichtfeld!")).toBeVisible();
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#884422" } }).png().toBuffer();
  await dialog.getByLabel("Bild", { exact: true }).setInputFiles({ name: "probe.png", mimeType: "image/png", buffer: png });
  await dialog.getByLabel("Alternativtext").fill("Eine braune Fläche");
  await expect(dialog.getByRole("img", { name: "Eine braune Fläche" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
  await publish(page);

  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL!);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${slug}`);
  await expect(visitorPage.getByRole("main").getByRole("img", { name: "Eine braune Fläche" })).toBeVisible();
  await visitor.close();
  await context.close();
});
