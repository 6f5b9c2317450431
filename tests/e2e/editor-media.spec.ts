import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { createPage, csrfOf, gotoEditor, logIn, mouseDrag, publish, reloadEditor, saved } from "./helpers/editor-page";

// Uploads, saves, a reload and a visitor's page: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

const fixture = (name: string) => path.join(import.meta.dirname, "../fixtures/media", name);

/** A logged-in editor on a fresh page in edit mode, with an empty two-column section. */
async function editPage(browser: import("@playwright/test").Browser, baseURL: string, slug: string) {
  const context = await browser.newContext();
  await giveConsent(context, baseURL);
  await logIn(context);
  await createPage(context, slug);
  const page = await context.newPage();
  await gotoEditor(page, `/de/${slug}?edit`);
  await page.getByLabel("Spalten").last().selectOption("50-50");
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await saved(page);
  return { context, page, column: page.locator("section[data-layout='50-50']").getByRole("group", { name: "Spalte 1" }) };
}

const addModule = async (page: Page, label: string, column: ReturnType<Page["locator"]>) => {
  await mouseDrag(page, page.getByRole("navigation", { name: "Module" }).getByRole("button", { name: label, exact: true }), column);
  const dialog = page.getByRole("dialog", { name: `Neues Modul: ${label}` });
  await expect(dialog).toBeVisible();
  return dialog;
};

async function visitorPage(browser: import("@playwright/test").Browser, baseURL: string, slug: string): Promise<[BrowserContext, Page]> {
  const visitor = await browser.newContext();
  await giveConsent(visitor, baseURL);
  const page = await visitor.newPage();
  await page.goto(`/de/${slug}`);
  return [visitor, page];
}

test("a self-hosted video with German captions: uploaded in the form, saved, kept on reload, played with its track by a visitor", async ({ browser, baseURL }) => {
  const slug = `editor-video-${Date.now()}`;
  const { context, page, column } = await editPage(browser, baseURL!, slug);
  const dialog = await addModule(page, "Video (eigene Datei)", column);
  const video = dialog.getByLabel("Videodatei");
  await expect(dialog.getByText("Dieses Feld wird hier noch nicht bearbeitet")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The type is judged by the bytes: an MP3 is refused with the field's own message.
  await video.setInputFiles({ name: "film.mp4", mimeType: "video/mp4", buffer: readFileSync(fixture("tone.mp3")) });
  await expect(dialog.getByRole("alert")).toHaveText("Dieser Dateityp ist nicht erlaubt. Erlaubt sind: MP4, WebM.");
  await video.setInputFiles(fixture("clip.mp4"));
  await expect(dialog.getByText(/^Gewählte Datei: clip-[0-9a-f]{8}\.mp4$/)).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveCount(0);

  const captions = dialog.getByRole("group", { name: "Untertitel (WebVTT)" });
  await captions.getByLabel("Deutsch").setInputFiles(fixture("captions-de.vtt"));
  await expect(captions.getByText(/^Gewählte Datei: captions-de-[0-9a-f]{8}\.vtt$/)).toBeVisible();
  await dialog.getByLabel("Titel", { exact: true }).fill("Rundgang durch die Sammlung");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);

  // Reloaded, the module's form still holds the file and the captions.
  await reloadEditor(page);
  await page.getByRole("button", { name: "Bearbeiten: Video (eigene Datei)" }).click();
  const edit = page.getByRole("dialog", { name: "Bearbeiten: Video (eigene Datei)" });
  await expect(edit.getByText(/^Gewählte Datei: clip-[0-9a-f]{8}\.mp4$/)).toBeVisible();
  await expect(edit.getByRole("group", { name: "Untertitel (WebVTT)" }).getByText(/captions-de-[0-9a-f]{8}\.vtt$/)).toBeVisible();
  await edit.getByRole("button", { name: "Abbrechen" }).click();
  await publish(page);

  const [visitor, visit] = await visitorPage(browser, baseURL!, slug);
  const player = visit.getByRole("main").locator("video[controls]");
  await expect(player).toHaveCount(1);
  await expect(player.locator("source")).toHaveAttribute("type", "video/mp4");
  const track = player.locator('track[kind="captions"]');
  await expect(track).toHaveCount(1);
  await expect(track).toHaveAttribute("srclang", "de");
  await expect(track).toHaveAttribute("label", "Deutsch");
  // The files are served with their types; the video answers byte ranges, so it can be sought.
  const vtt = await visitor.request.get((await track.getAttribute("src"))!);
  expect(vtt.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
  expect(await vtt.text()).toContain("Willkommen im Museum.");
  const range = await visitor.request.get((await player.locator("source").getAttribute("src"))!, { headers: { Range: "bytes=0-99" } });
  expect(range.status()).toBe(206);
  expect(range.headers()["content-type"]).toBe("video/mp4");
  expect((await range.body()).length).toBe(100);
  // The browser reads the captions track: its cues are there once it is shown.
  const cues = await player.evaluate(async (element: HTMLVideoElement) => {
    const textTrack = element.textTracks[0]!;
    textTrack.mode = "showing";
    for (let tries = 0; tries < 50 && !textTrack.cues?.length; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    return textTrack.cues?.length ?? 0;
  });
  expect(cues).toBe(2);
  await visitor.close();
  await context.close();
});

test("self-hosted audio chosen from the library, with a transcript a visitor can open; the hero takes the same file widget", async ({ browser, baseURL }) => {
  const slug = `editor-audio-${Date.now()}`;
  const { context, page, column } = await editPage(browser, baseURL!, slug);
  // An audio file already in the library (uploaded as the widget does).
  const name = `fuehrung-${Date.now()}.mp3`;
  const uploaded = await context.request.post("/de/api/temp-files/?kind=audio", {
    headers: { "X-CSRFToken": await csrfOf(context) },
    multipart: { file: { name, mimeType: "audio/mpeg", buffer: readFileSync(fixture("tone.mp3")) } },
  });
  expect(uploaded.status()).toBe(201);

  const dialog = await addModule(page, "Audio (eigene Datei)", column);
  await dialog.getByRole("button", { name: "Aus der Mediathek wählen …" }).click();
  const finder = page.getByRole("dialog", { name: "Audio aus der Mediathek" });
  await expect(finder).toBeVisible();
  const item = finder.getByRole("button", { name: new RegExp(`^${name}`) });
  await expect(item).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await item.click();
  await expect(finder).toBeHidden();
  await expect(dialog.getByText(/^Gewählte Datei: fuehrung-\d+-[0-9a-f]{8}\.mp3$/)).toBeVisible();
  await dialog.getByLabel("Transkript").fill("Willkommen zur Führung.\n\nIm ersten Raum hängen die Landschaften.");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await saved(page);

  // The hero's video field is the same file widget (MP4 or WebM from the library).
  const hero = await addModule(page, "Hero (Bild/Video)", page.locator("section[data-layout='50-50']").getByRole("group", { name: "Spalte 2" }));
  const heroVideo = hero.getByLabel("Video (MP4/WebM)");
  await expect(heroVideo).toHaveAttribute("type", "file");
  await expect(heroVideo).toHaveAttribute("accept", /video\/mp4/);
  await expect(hero.getByRole("button", { name: "Aus der Mediathek wählen …" }).nth(1)).toBeVisible();
  await hero.getByRole("button", { name: "Abbrechen" }).click();
  await publish(page);

  const [visitor, visit] = await visitorPage(browser, baseURL!, slug);
  const main = visit.getByRole("main");
  await expect(main.locator("audio[controls] source")).toHaveAttribute("type", "audio/mpeg");
  const transcript = main.locator("details", { has: visit.locator("summary", { hasText: "Transkript" }) });
  await expect(transcript.getByText("Im ersten Raum hängen die Landschaften.")).toBeHidden();
  await transcript.locator("summary").click();
  await expect(transcript.getByText("Im ersten Raum hängen die Landschaften.")).toBeVisible();
  await visitor.close();
  await context.close();
});
