"use client";
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { DndContext, type DragEndEvent, type DragStartEvent } from "@dnd-kit/core";
import type { LoginState } from "@schemas/api/auth";
import type { Locale } from "@schemas/rules/localized";
import type { SectionVersions } from "@schemas/api/editor-concurrency";
import type { SectionData } from "./state/types";
import type { SectionOwner } from "./state/owner";
import { locateModule } from "./state/tree";
import { useEditorStore } from "./use-editor-store";
import { EditorActionsContext, EditorStateContext, type EditorActionsValue } from "./editor-context";
import { useEditorSensors } from "./dnd/use-editor-sensors";
import { editorCollision } from "./dnd/collision";
import { editorAnnouncements } from "./dnd/announcements";
import { dropResult } from "./dnd/drop-action";
import { itemIdOf, parseDndId } from "./dnd/ids";
import { dropSlot } from "./dnd/drop-slot";
import { dndName } from "./dnd/names";
import { DndHelp } from "./dnd/help";
import { DragChip } from "./dnd/drag-chip";
import { focusModuleHandle } from "./dnd/focus-handle";
import { EditorHeader, type EntityAdminLink } from "./header/editor-header";
import { SectionList } from "./canvas/section-list";
import { AddSection } from "./canvas/add-section";
import { InitialSection } from "./canvas/initial-section";
import { ensureInitialSection, initialSectionSlug } from "./canvas/initial-section-slug";
import { StartLanguage } from "./canvas/start-language";
import { createViewStore, type ModuleView, type RenderSectionViews } from "./canvas/views";
import { ModuleModal, type ModalTarget } from "./form/module-modal";
import { LoginModal } from "./auth/login-modal";
import { EditorAlert } from "./alert/editor-alert";
import { ConflictDialog } from "./conflict/conflict-dialog";
import { ClipboardAnnouncer } from "./clipboard/announce";
import { latestBox } from "./latest-box";

interface Props {
  lang: Locale;
  /** Whose sections: the CMS page, or the entity of an entity detail page. */
  owner: SectionOwner;
  user: LoginState;
  exitUrl: string;
  sections: SectionData[];
  /** Each section's version as read: sent back with each write to it. */
  versions: SectionVersions;
  /** The server's rendering of each module by id, with a key of the content it shows. */
  rendered: Record<string, ModuleView>;
  /** Brings the server renderings of saved sections (the edit route's server action). */
  renderViews: RenderSectionViews;
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
export function EditorRoot({ lang, owner, user, exitUrl, sections, versions, rendered, renderViews, entityLink, startFrom = null }: Props) {
  const [views] = useState(() => createViewStore(rendered));
  useEffect(() => views.set(rendered), [views, rendered]);
  const store = useEditorStore(lang, owner, sections, versions, views, renderViews);
  const { state, run, api, versions: versionStore, dispatch } = store;
  const [modal, setModal] = useState<ModalTarget | null>(null);
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
    () => ({ lang, pageId: objectId, owner: { content_type: contentType, object_id: objectId }, api, versions: versionStore, run, views, openModal }),
    [lang, contentType, objectId, api, versionStore, run, views, openModal],
  );
  const initialSlug = initialSectionSlug({ content_type: contentType, object_id: objectId }, lang);

  // The dragged section's or module's id, for the places the live region counts.
  const [dragging] = useState(() => latestBox<string | null>(null));
  // Read through the holders: the live region's texts need not re-render the drag context.
  const nameOf = useCallback(
    (id: string | number) => dndName(lang, latest.get().sections, id, dropSlot.get(), dragging.get()),
    [dragging, lang, latest],
  );
  const accessibility = useMemo(() => editorAnnouncements(lang, nameOf), [lang, nameOf]);

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    dragging.set(itemIdOf(parseDndId(active.id)));
    dropSlot.set(null);
  }, [dragging]);
  // The live region names the drop after this handler ran, from the slot: clear it just after.
  const clearSlot = useCallback(() => queueMicrotask(() => dropSlot.set(null)), []);

  const onDragEnd = useCallback(({ active, over, activatorEvent }: DragEndEvent) => {
    clearSlot();
    const slot = over ? dropSlot.get() : null;
    const result = dropResult(latest.get(), active.id, slot, initialSlug);
    if (result?.kind === "first") {
      // The first module of an empty page: its section is made first (by slug, 000 §7).
      const load = (loaded: SectionData[]) => dispatch({ type: "load", sections: loaded });
      void ensureInitialSection(api, initialSlug, run, load).then(() => setModal({ placement: result.placement })).catch(() => undefined);
      return;
    }
    if (result?.kind === "new") setModal({ placement: result.placement });
    if (result?.kind !== "action") return;
    void run(result.action).catch(() => undefined);
    // Moved to another column, the module is drawn anew there: its handle gets the focus back.
    if (result.action.type === "move-module" && activatorEvent instanceof KeyboardEvent) focusModuleHandle(result.action.id);
  }, [api, clearSlot, dispatch, initialSlug, latest, run]);
  const onStarted = useCallback((loaded: SectionData[]) => dispatch({ type: "load", sections: loaded }), [dispatch]);

  const loading = useMemo(() => new Set(store.loading), [store.loading]);
  const hasModules = state.sections.some((section) => section.columns.some((column) => column.children.length > 0));
  return (
    <EditorActionsContext.Provider value={actions}>
      <EditorStateContext.Provider value={state}>
        <DndContext sensors={sensors} collisionDetection={editorCollision} onDragStart={onDragStart} onDragEnd={onDragEnd}
          onDragCancel={clearSlot} accessibility={accessibility}>
          <EditorHeader user={user} exitUrl={exitUrl} entityLink={entityLink} />
          {startFrom && !hasModules && <StartLanguage from={startFrom} onStarted={onStarted} />}
          <SectionList sections={state.sections} loading={loading} />
          {!state.sections.length && <InitialSection slug={initialSlug} />}
          <AddSection />
          <DragChip nameOf={nameOf} />
        </DndContext>
        <DndHelp lang={lang} />
        {modal && <ModuleModal key={"module" in modal ? modal.module.id : `${modal.placement.section}-${modal.placement.type}`} target={modal} onClose={() => setModal(null)} />}
        <LoginModal lang={lang} gate={store.gate} />
        <EditorAlert lang={lang} alert={store.alert} onHide={store.clearAlert} />
        <ConflictDialog lang={lang} conflict={store.conflict.conflict} busy={store.conflict.busy}
          onReload={() => void store.conflict.reload()} onApply={() => void store.conflict.applyOwn()} />
        <ClipboardAnnouncer />
      </EditorStateContext.Provider>
    </EditorActionsContext.Provider>
  );
}
