"use client";
import { section as sectionModule } from "@modules/registry";
import { SECTION_BACKGROUNDS } from "@modules/section/schema";
import { LAYOUTS, type Layout } from "@schemas/rules/section-layout";
import { getFieldMeta } from "@schemas/rules/field";
import type { SectionData } from "../state/types";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import styles from "../editor.module.css";

const isLayout = (value: string): value is Layout => (LAYOUTS as string[]).includes(value);
const isBackground = (value: string): value is SectionData["extra_class"] => (SECTION_BACKGROUNDS as readonly string[]).includes(value);

/** A section's options: its layout (one of the six) and background, labelled from the section's schema. */
export function SectionOptions({ section, position }: { section: SectionData; position: number }) {
  const { lang, run } = useEditorActions();
  const layoutMeta = getFieldMeta(sectionModule.schema.shape.layout);
  const backgroundMeta = getFieldMeta(sectionModule.schema.shape.extra_class);
  const name = editorText(lang, "section_n", { n: position + 1 });
  const save = (change: { layout?: Layout; extra_class?: SectionData["extra_class"] }) =>
    void run({ type: "update-section", id: section.id, ...change }).catch(() => undefined);
  return (
    <>
      <label className={styles.inline}>
        <span>{layoutMeta?.label[lang]}</span>
        <select value={section.layout} aria-label={`${name}: ${layoutMeta?.label[lang]}`} onChange={(event) => isLayout(event.target.value) && save({ layout: event.target.value })}>
          {LAYOUTS.map((layout) => <option key={layout} value={layout}>{layout}</option>)}
        </select>
      </label>
      <label className={styles.inline}>
        <span>{backgroundMeta?.label[lang]}</span>
        <select value={section.extra_class} aria-label={`${name}: ${backgroundMeta?.label[lang]}`}
          onChange={(event) => isBackground(event.target.value) && save({ extra_class: event.target.value })}>
          {(backgroundMeta?.options ?? []).map((option) => <option key={option.value} value={option.value}>{option.label[lang]}</option>)}
        </select>
      </label>
    </>
  );
}
