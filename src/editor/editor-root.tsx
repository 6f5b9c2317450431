"use client";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { DndContext, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { LoginState } from "../../schemas/api/auth";
import type { Locale } from "../../schemas/rules/localized";
import { moduleDefinition } from "../../modules/registry";
import type { SectionData } from "./state/types";
import { locateModule, sectionIndex } from "./state/tree";
import { useEditorStore } from "./use-editor-store";
import { EditorContext, type EditorContextValue } from "./editor-context";
import { useEditorSensors } from "./dnd/use-editor-sensors";
import { editorCollision } from "./dnd/collision";
import { editorAnnouncements } from "./dnd/announcements";
import { dropResult } from "./dnd/drop-action";
import { parseDndId, sectionDndId } from "./dnd/ids";
import { keyboardTarget } from "./dnd/keyboard-target";
import { EditorHeader } from "./header/editor-header";
import { EditorSection } from "./canvas/editor-section";
import { AddSection } from "./canvas/add-section";
import { ModuleModal, type ModalTarget } from "./form/module-modal";
import { LoginModal } from "./auth/login-modal";
import { EditorAlert } from "./alert/editor-alert";
import { editorText } from "./i18n";

interface Props {
  lang: Locale;
  pageId: number;
  user: LoginState;
  exitUrl: string;
  sections: SectionData[];
  /** The server's rendering of each module, by module id. */
  rendered: Record<string, ReactNode>;
}

/** Edit mode's client root: state, saving, drag and drop, the header, the modals and the alert. */
export function EditorRoot({ lang, pageId, user, exitUrl, sections, rendered }: Props) {
  const store = useEditorStore(lang, pageId, sections);
  const { state, run } = store;
  const [modal, setModal] = useState<ModalTarget | null>(null);
  const sensors = useEditorSensors();

  useEffect(() => {
    document.body.classList.add("edit-mode");
    return () => document.body.classList.remove("edit-mode");
  }, []);

  const openModal = useCallback<EditorContextValue["openModal"]>((target) => {
    if ("placement" in target) return setModal(target);
    const found = locateModule(store.state.sections, target.moduleId);
    if (found) setModal({ module: found.module });
  }, [store.state.sections]);

  const nameOf = useCallback((id: string | number) => {
    const ref = parseDndId(id);
    if (!ref) return String(id);
    if (ref.kind === "new") return moduleDefinition(ref.type).label[lang];
    if (ref.kind === "section") return editorText(lang, "section_n", { n: sectionIndex(state.sections, ref.id) + 1 });
    if (ref.kind === "column") {
      const section = editorText(lang, "section_n", { n: sectionIndex(state.sections, ref.section) + 1 });
      return `${section}, ${editorText(lang, "column_n", { n: ref.column + 1 })}`;
    }
    const found = locateModule(state.sections, ref.id);
    return found ? moduleDefinition(found.module.type).label[lang] : String(id);
  }, [lang, state.sections]);
  const accessibility = useMemo(() => editorAnnouncements(lang, nameOf), [lang, nameOf]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    keyboardTarget.set(null);
    const result = dropResult(state, active.id, over?.id ?? null);
    if (result?.kind === "new") setModal({ placement: result.placement });
    if (result?.kind === "action") void run(result.action).catch(() => undefined);
  };

  const context: EditorContextValue = { lang, pageId, state, api: store.api, run, rendered, openModal };
  return (
    <EditorContext.Provider value={context}>
      <DndContext sensors={sensors} collisionDetection={editorCollision} onDragStart={() => keyboardTarget.set(null)} onDragEnd={onDragEnd}
        onDragCancel={() => keyboardTarget.set(null)} accessibility={accessibility}>
        <EditorHeader user={user} exitUrl={exitUrl} />
        <SortableContext items={state.sections.map((section) => sectionDndId(section.id))} strategy={verticalListSortingStrategy}>
          {state.sections.map((section, position) => <EditorSection key={section.id} section={section} position={position} />)}
        </SortableContext>
        <AddSection />
      </DndContext>
      {modal && <ModuleModal key={"module" in modal ? modal.module.id : `${modal.placement.section}-${modal.placement.type}`} target={modal} onClose={() => setModal(null)} />}
      <LoginModal lang={lang} gate={store.gate} />
      <EditorAlert lang={lang} alert={store.alert} onHide={store.clearAlert} />
    </EditorContext.Provider>
  );
}
