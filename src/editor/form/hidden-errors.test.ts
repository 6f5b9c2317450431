import { describe, expect, it } from "vitest";
import { anchorList } from "@modules/anchor-list/schema";
import { logoList } from "@modules/logo-list/schema";
import { videoSelfHosted } from "@modules/video-self-hosted/schema";
import { flatErrors, hiddenErrors, pathLabel } from "./hidden-errors";

const required = { type: "too_small", message: "Dieses Feld ist ein Pflichtfeld!" };

describe("errors the module form does not show", () => {
  it("reads flat resolver keys and nested setError values alike, without the input element", () => {
    expect(flatErrors({ "children.0.id": required, children: [{ link_text: { ...required, ref: { name: "x" } } }] })).toEqual([
      { path: "children.0.id", message: required.message },
      { path: "children.0.link_text", message: required.message },
    ]);
  });

  it("keeps an item's id, a list's own message and a part of a field; drops what a widget shows", () => {
    const errors = { "children.0.id": required, "children.1.anchor": required, children: required, sticky: required, root: required };
    expect(hiddenErrors(anchorList.fields, errors).map(({ path }) => path)).toEqual(["children.0.id", "children"]);
    expect(hiddenErrors(logoList.fields, { "children.0.image.alt": required, "children.0.name": required }).map(({ path }) => path)).toEqual(["children.0.image.alt"]);
    expect(hiddenErrors(anchorList.fields, { unknown_field: required }).map(({ path }) => path)).toEqual(["unknown_field"]);
  });

  it("lets the captions widget show its per-track messages", () => {
    expect(hiddenErrors(videoSelfHosted.fields, { captions: required, "captions.de": required })).toEqual([]);
  });

  it("names a hidden field by the labels along its path", () => {
    expect(pathLabel(anchorList.fields, "children.1.id", "de")).toBe("Sprunglink 2 › id");
    expect(pathLabel(logoList.fields, "children.0.image.alt", "en")).toBe("Logo 1 › Logo › alt");
  });
});
