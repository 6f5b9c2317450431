"use client";
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { DndContext, getClientRect, type DragEndEvent, type MeasuringConfiguration } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { LoginState } from "../../schemas/api/auth";
import type { Locale } from "../../schemas/rules/localized";
import { moduleDefinition } from "../../modules/registry";
import type { SectionData } from "./state/types";
import type { SectionOwner } from "./state/owner";
import { locateModule, sectionIndex } from "./state/tree";
import { useEditorStore } from "./use-editor-store";
import { EditorActionsContext, EditorStateContext, type EditorActionsValue } from "./editor-context";
import { useEditorSensors } from "./dnd/use-editor-sensors";
import { editorCollision } from "./dnd/collision";
import { editorAnnouncements } from "./dnd/announcements";
import { dropResult } from "./dnd/drop-action";
import { parseDndId, sectionDndId } from "./dnd/ids";
import { keyboardTarget } from "./dnd/keyboard-target";
import { EditorHeader, type EntityAdminLink } from "./header/editor-header";
import { EditorSection } from "./canvas/editor-section";
import { AddSection } from "./canvas/add-section";
import { InitialSection } from "./canvas/initial-section";
import { ensureInitialSection, initialSectionSlug } from "./canvas/initial-section-slug";
import { StartLanguage } from "./canvas/start-language";
import { createViewStore, type ModuleView } from "./canvas/views";
import { ModuleModal, type ModalTarget } from "./form/module-modal";
import { LoginModal } from "./auth/login-modal";
import { EditorAlert } from "./alert/editor-alert";
import { ClipboardAnnouncer } from "./clipboard/announce";
import { scaleText } from "./clipboard/texts";
import { editorText } from "./i18n";

/**
 * Drop targets are measured when a drag starts, when nothing on the page is transformed yet,
 * so their plain client rects will do: dnd-kit's default first reads each one's computed
 * transform, hundreds of style reads on a big page before the first frame of the drag.
 */
const MEASURING: MeasuringConfiguration = { droppable: { measure: getClientRect } };

/** A holder of the latest value, read by callbacks that must not change identity. */
function latestBox<T>(initial: T) {
  let value = initial;
  return { get: () => value, set: (next: T) => void (value = next) };
}

interface Props {
  lang: Locale;
  /** Whose sections: the CMS page, or the entity of an entity detail page. */
  owner: SectionOwner;
  user: LoginState;
  exitUrl: string;
  sections: SectionData[];
  /** The server's rendering of each module by id, with a key of the content it shows. */
  rendered: Record<string, ModuleView>;
  /** On an entity's page: the link to its change page in the admin. */
  entityLink?: EntityAdminLink;
  /** The language this one can be started from (it has content, this one has none). */
  startFrom?: Locale | null;
}

/**
 * Edit mode's client root: state, saving, drag and drop, the header, the modals and the
 * alert. The stable part of the context (API, run, views) never changes while editing and
 * the state goes through its own context, so the memoised sections, columns and modules
 * re-render only where a change happened: adding, moving or deleting a module on a page of
 * hundreds stays a small render (scripts/bench/editor.ts measures it).
 */
export function EditorRoot({ lang, owner, user, exitUrl, sections, rendered, entityLink, startFrom = null }: Props) {
  const store = useEditorStore(lang, owner, sections);
  const { state, run, api, dispatch } = store;
  const [modal, setModal] = useState<ModalTarget | null>(null);
  const [views] = useState(() => createViewStore(rendered));
  useEffect(() => views.set(rendered), [views, rendered]);
  const sensors = useEditorSensors();
  // The latest state for event handlers and the live region's texts, which stay stable so
  // the drag context does not re-render with every change.
  const [latest] = useState(() => latestBox(state));
  useLayoutEffect(() => latest.set(state), [latest, state]);

  useEffect(() => {
    document.body.classList.add("edit-mode");
    return () => document.body.classList.remove("edit-mode");
  }, []);

  const openModal = useCallback<EditorActionsValue["openModal"]>((target) => {
    if ("placement" in target) return setModal(target);
    const found = locateModule(latest.get().sections, target.moduleId);
    if (found) setModal({ module: found.module });
  }, [latest]);

  const { content_type: contentType, object_id: objectId } = owner;
  const actions = useMemo<EditorActionsValue>(
    () => ({ lang, pageId: objectId, owner: { content_type: contentType, object_id: objectId }, api, run, views, openModal }),
    [lang, contentType, objectId, api, run, views, openModal],
  );
  const initialSlug = initialSectionSlug({ content_type: contentType, object_id: objectId }, lang);

  // Read through the ref: the live region's texts need not re-render the drag context.
  const nameOf = useCallback((id: string | number) => {
    const current = latest.get().sections;
    const ref = parseDndId(id);
    if (!ref) return String(id);
    if (ref.kind === "new") return moduleDefinition(ref.type).label[lang];
    if (ref.kind === "section") return editorText(lang, "section_n", { n: sectionIndex(current, ref.id) + 1 });
    if (ref.kind === "column") {
      const at = sectionIndex(current, ref.section);
      const section = at < 0 ? scaleText(lang, "initial_section") : editorText(lang, "section_n", { n: at + 1 });
      return `${section}, ${editorText(lang, "column_n", { n: ref.column + 1 })}`;
    }
    const found = locateModule(current, ref.id);
    return found ? moduleDefinition(found.module.type).label[lang] : String(id);
  }, [lang, latest]);
  const accessibility = useMemo(() => editorAnnouncements(lang, nameOf), [lang, nameOf]);

  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    keyboardTarget.set(null);
    const target = over ? parseDndId(over.id) : null;
    const dragged = parseDndId(active.id);
    if (target?.kind === "column" && target.section === initialSlug && dragged?.kind === "new") {
      // The first module of an empty page: its section is made first (by slug, 000 §7).
      const load = (loaded: SectionData[]) => dispatch({ type: "load", sections: loaded });
      void ensureInitialSection(api, initialSlug, run, load)
        .then(() => setModal({ placement: { type: dragged.type, section: initialSlug, column: 0, position: 0 } }))
        .catch(() => undefined);
      return;
    }
    const result = dropResult(latest.get(), active.id, over?.id ?? null);
    if (result?.kind === "new") setModal({ placement: result.placement });
    if (result?.kind === "action") void run(result.action).catch(() => undefined);
  }, [api, dispatch, initialSlug, latest, run]);
  const clearTarget = useCallback(() => keyboardTarget.set(null), []);
  const onStarted = useCallback((loaded: SectionData[]) => dispatch({ type: "load", sections: loaded }), [dispatch]);

  // The same array while the ids are the same: a new one renews the sections' sortable context.
  const idsKey = state.sections.map((section) => section.id).join("\n");
  const sectionIds = useMemo(() => (idsKey ? idsKey.split("\n").map(sectionDndId) : []), [idsKey]);
  const loading = useMemo(() => new Set(store.loading), [store.loading]);
  const hasModules = state.sections.some((section) => section.columns.some((column) => column.children.length > 0));
  return (
    <EditorActionsContext.Provider value={actions}>
      <EditorStateContext.Provider value={state}>
        <DndContext sensors={sensors} collisionDetection={editorCollision} onDragStart={clearTarget} onDragEnd={onDragEnd}
          onDragCancel={clearTarget} accessibility={accessibility} measuring={MEASURING}>
          <EditorHeader user={user} exitUrl={exitUrl} entityLink={entityLink} />
          {startFrom && !hasModules && <StartLanguage from={startFrom} onStarted={onStarted} />}
          <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
            {state.sections.map((section, position) => <EditorSection key={section.id} section={section} position={position} busy={loading.has(section.id)} />)}
          </SortableContext>
          {!state.sections.length && <InitialSection slug={initialSlug} />}
          <AddSection />
        </DndContext>
        {modal && <ModuleModal key={"module" in modal ? modal.module.id : `${modal.placement.section}-${modal.placement.type}`} target={modal} onClose={() => setModal(null)} />}
        <LoginModal lang={lang} gate={store.gate} />
        <EditorAlert lang={lang} alert={store.alert} onHide={store.clearAlert} />
        <ClipboardAnnouncer />
      </EditorStateContext.Provider>
    </EditorActionsContext.Provider>
  );
}
