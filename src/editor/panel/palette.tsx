"use client";
import { memo, useDeferredValue, useId, useState, type RefObject } from "react";
import type { Locale } from "@schemas/rules/localized";
import { toolbarModules, type ModuleType } from "@modules/registry";
import { editorText } from "../i18n";
import { paletteGroups } from "./palette-groups";
import { PaletteItem } from "./palette-item";
import styles from "./side-panel.module.css";

/**
 * The module kinds to add, in one column by group, with a search over their labels and
 * descriptions in the page language. The kinds stay in a navigation named "Module" (the
 * toolbar's old name, which Alt+T and the specs look for); the search sits above it, so the
 * navigation holds the kinds alone.
 */
export const Palette = memo(function Palette({ lang, searchRef }: { lang: Locale; searchRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const [query, setQuery] = useState("");
  // Typing stays quick while the list of kinds catches up.
  const shown = paletteGroups(toolbarModules, lang, useDeferredValue(query));
  return (
    <section className={styles.part} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.partTitle}>{editorText(lang, "palette")}</h2>
      <div className={styles.search} role="search">
        <label htmlFor={`${id}-search`}>{editorText(lang, "palette_search")}</label>
        <input ref={searchRef} id={`${id}-search`} type="search" value={query} autoComplete="off" data-palette-search=""
          onChange={(event) => setQuery(event.target.value)} />
      </div>
      <nav aria-label={editorText(lang, "toolbar")} data-editor-toolbar="">
        {shown.map(({ group, kinds }) => (
          <div key={group} className={styles.group}>
            <h3 id={`${id}-${group}`} className={styles.groupTitle}>{editorText(lang, `palette_group_${group}`)}</h3>
            <ul className={styles.items} aria-labelledby={`${id}-${group}`}>
              {kinds.map((definition) => (
                <PaletteItem key={definition.type} type={definition.type as ModuleType} label={definition.label[lang]}
                  description={definition.description[lang]} icon={definition.icon} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {/* Said as the list changes; empty (and silent) while some kinds match. */}
      <p role="status" className={styles.empty}>{shown.length === 0 && query.trim() ? editorText(lang, "palette_empty", { query: query.trim() }) : ""}</p>
    </section>
  );
});
