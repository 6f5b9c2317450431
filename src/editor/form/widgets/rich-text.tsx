"use client";
import { useState } from "react";
import { useEditor, useEditorState, EditorContent, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "@/editor/i18n";
import { HEADING_LEVELS, isAllowedHref, linkAttributes, normalizeRichText } from "./rich-text-value";
import { LinkForm } from "./rich-text-link";
import styles from "./widgets.module.css";

interface Props {
  id: string;
  lang: Locale;
  value: unknown;
  onChange: (html: string) => void;
  onBlur: () => void;
  describedBy?: string;
  invalid: boolean;
  labelledBy: string;
}

/**
 * Rich text with tiptap: H2-H6, bold, italic, lists and links. Its value is HTML (the server
 * sanitizes it again on render). The toolbar is a row of real buttons with names and
 * aria-pressed, reachable by Tab.
 */
export function RichText({ id, lang, value, onChange, onBlur, describedBy, invalid, labelledBy }: Props) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ heading: { levels: [...HEADING_LEVELS] }, link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } } })],
    content: typeof value === "string" ? value : "",
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: styles.richText ?? "",
      },
    },
    onUpdate: ({ editor: current }) => onChange(normalizeRichText(current.getHTML())),
    onBlur: () => onBlur(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      bullet: current?.isActive("bulletList") ?? false,
      ordered: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
      level: HEADING_LEVELS.find((level) => current?.isActive("heading", { level })) ?? 0,
      href: (current?.getAttributes("link").href as string | undefined) ?? "",
      newWindow: current?.getAttributes("link").target === "_blank",
    }),
  });
  if (!editor || !state) return <div className={styles.richText} aria-busy="true" />;

  const button = (key: "bold" | "italic" | "bullet_list" | "ordered_list" | "link", pressed: boolean, action: (e: Editor) => void) => (
    <button type="button" className={styles.tool} aria-pressed={pressed} onClick={() => action(editor)}>
      {editorText(lang, key)}
    </button>
  );
  return (
    <div className={styles.richTextBox}>
      <div role="toolbar" aria-label={editorText(lang, "format_toolbar")} className={styles.toolbar}>
        <select
          aria-label={editorText(lang, "block_format")}
          value={state.level}
          onChange={(event) => {
            const level = Number(event.target.value);
            const chain = editor.chain().focus();
            if (level === 0) chain.setParagraph().run();
            else chain.setHeading({ level: level as (typeof HEADING_LEVELS)[number] }).run();
          }}
        >
          <option value={0}>{editorText(lang, "paragraph")}</option>
          {HEADING_LEVELS.map((level) => <option key={level} value={level}>{editorText(lang, "heading_n", { n: level })}</option>)}
        </select>
        {button("bold", state.bold, (e) => e.chain().focus().toggleBold().run())}
        {button("italic", state.italic, (e) => e.chain().focus().toggleItalic().run())}
        {button("bullet_list", state.bullet, (e) => e.chain().focus().toggleBulletList().run())}
        {button("ordered_list", state.ordered, (e) => e.chain().focus().toggleOrderedList().run())}
        {button("link", state.link || linking, () => setLinking((open) => !open))}
      </div>
      {linking && (
        <LinkForm
          lang={lang}
          initial={{ href: state.href, newWindow: state.newWindow }}
          valid={isAllowedHref}
          onApply={(choice) => {
            editor.chain().focus().extendMarkRange("link").setLink(linkAttributes(choice)).run();
            setLinking(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => setLinking(false)}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
