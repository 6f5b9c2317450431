import { z } from "zod";
import type { Locale } from "@schemas/rules/localized";
import { formatDateTime } from "@schemas/rules/dates";
import { sectionDataSchema } from "@modules/registry";
import type { PageSnapshot } from "@schemas/entities/page-version";
import type { RenderContext } from "@modules/render-types";
import { RenderSections } from "@/site/content/render-sections";
import { editorText } from "@/editor/i18n";
import styles from "@/editor/editor.module.css";

interface Props {
  lang: Locale;
  snapshot: PageSnapshot;
  createdAt: Date;
  editUrl: string;
  ctx: RenderContext;
}

/**
 * An older version of a page, for editors (000 §6: ?v=): its sections rendered by the
 * visitor's renderers, read-only, under a bar saying which version this is. Sections the
 * schema no longer accepts are left out rather than breaking the preview.
 */
export function VersionPreview({ lang, snapshot, createdAt, editUrl, ctx }: Props) {
  const sections = (snapshot.sections[lang] ?? []).flatMap((raw) => {
    const parsed = sectionDataSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const time = formatDateTime(createdAt, lang, "medium", "seconds");
  return (
    <>
      <div className={styles.previewBar} role="status">
        <p>{editorText(lang, "version_preview", { time })}</p>
        <a href={editUrl}>{editorText(lang, "back_to_edit")}</a>
      </div>
      <RenderSections sections={sections} ctx={ctx} />
    </>
  );
}

export const versionSnapshotSchema = z.custom<PageSnapshot>((value) => typeof value === "object" && value !== null && "sections" in value);
