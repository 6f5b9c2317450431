"use client";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
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
import { SidePanel } from "./panel/side-panel";
import { SectionList } from "./canvas/section-list";
import { AddSection } from "./canvas/add-section";
import { InitialSection } from "./canvas/initial-section";
import { ensureInitialSection, initialSectionSlug } from "./canvas/initial-section-slug";
import { StartLanguage } from "./canvas/start-language";
import { createViewStore, type ModuleView, type RenderModuleView, type RenderSectionViews } from "./canvas/views";
import { ModuleModal } from "./form/module-modal-lazy";
import { formKey, useFormTarget } from "./form/use-form-target";
import { DiscardDialog } from "./form/discard-dialog";
import { LoginModal } from "./auth/login-modal";
import { EditorAlert } from "./alert/editor-alert";
import { ConflictDialog } from "./conflict/conflict-dialog";
import { announce, ClipboardAnnouncer } from "./clipboard/announce";
import { latestBox } from "./latest-box";
import { EDIT_MODE_CLASS, EDITOR_HYDRATED } from "./edit-mode-document";
import { editorText } from "./i18n";
import { moduleDefinition, type ModuleType } from "@modules/registry";
import type { NewModulePlacement } from "./dnd/drop-action";
import type { ContentModule } from "./state/types";
import { clickPlacement } from "./insert/click-placement";
import { insertTarget } from "./insert/insert-target";
import { useInsertTargetTracking } from "./insert/use-insert-target";
import { focusHandleOf } from "./insert/focus-below-header";
import { useEditorShortcuts } from "./shortcuts/use-editor-shortcuts";
import { ShortcutsDialog } from "./shortcuts/shortcuts-dialog";

interface Props {
  lang: Locale;
  /** Whose sections: the CMS page, or the entity of an entity detail page. */
  owner: SectionOwner;
  user: LoginState;
  /** The page's or entity's title, for the bar. */
  title: string;
  exitUrl: string;
  sections: SectionData[];
  /** Each section's version as read: sent back with each write to it. */
  versions: SectionVersions;
  /** The server's rendering of each module by id, with a key of the content it shows. */
  rendered: Record<string, ModuleView>;
  /** Brings the server renderings of saved sections (the edit route's server action). */
  renderViews: RenderSectionViews;
  /** Renders a module as its form holds it, unsaved: the live preview (the edit route's server action). */
  renderModule: RenderModuleView;
  /** On an entity's page: the link to its change page in the admin. */
  entityLink?: EntityAdminLink;
  /** The language this one can be started from (it has content, this one has none). */
  startFrom?: Locale | null;
}

/**
 * Edit mode's client root: state, saving, drag and drop, the bar and the side panel, the
 * modals and the alert. The stable part of the context (API, run, views) never changes while editing and
 * the state goes through its own context, so the memoised sections, columns and modules
 * re-render only where a change happened: adding, moving or deleting a module on a page of
 * hundreds stays a small render (scripts/bench/editor.ts measures it).
 */
export function EditorRoot({ lang, owner, user, title, exitUrl, sections, versions, rendered, renderViews, renderModule, entityLink, startFrom = null }: Props) {
  const [views] = useState(() => createViewStore(rendered));
  useEffect(() => views.set(rendered), [views, rendered]);
  const store = useEditorStore(lang, owner, sections, versions, views, renderViews);
  const { state, run, api, versions: versionStore, dispatch } = store;
  // A module added by click gets the focus once saved (a drop leaves it where the pointer is).
  const forms = useFormTarget();
  const { target: modal, open: openForm } = forms;
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const sensors = useEditorSensors();
  // The latest state for event handlers and the live region's texts, which stay stable so
  // the drag context does not re-render with every change.
  const [latest] = useState(() => latestBox(state));
  useLayoutEffect(() => latest.set(state), [latest, state]);

  // The edit page's document sets the class while it is parsed (edit-mode-body.tsx); this
  // sets it where the editor mounts without that document (after logging in), before the site
  // header's first measure (a passive effect): in edit mode it no longer sticks
  // (top-bar.module.css), so what covers the top is the editor's bar alone. The attribute
  // says the editor's handlers are attached: what browser tests and the bench wait for
  // before they press anything.
  useLayoutEffect(() => {
    document.body.classList.add(EDIT_MODE_CLASS);
    document.body.setAttribute(EDITOR_HYDRATED, "");
    return () => {
      document.body.classList.remove(EDIT_MODE_CLASS);
      document.body.removeAttribute(EDITOR_HYDRATED);
    };
  }, []);

  const openModal = useCallback<EditorActionsValue["openModal"]>((target) => {
    if ("placement" in target) return openForm(target);
    const found = locateModule(latest.get().sections, target.moduleId);
    if (found) openForm({ module: found.module });
  }, [latest, openForm]);

  const { content_type: contentType, object_id: objectId } = owner;
  const initialSlug = initialSectionSlug({ content_type: contentType, object_id: objectId }, lang);
  const load = useCallback((loaded: SectionData[]) => dispatch({ type: "load", sections: loaded }), [dispatch]);

  // A kind chosen in the toolbar by click or Enter: its form opens for the chosen place, on an
  // empty page in its initial section, which is made first as for a drop.
  const addByClick = useCallback((type: ModuleType) => {
    const placement = clickPlacement(latest.get().sections, insertTarget.get(), type);
    if (placement) return openForm({ placement, byClick: true });
    void ensureInitialSection(api, initialSlug, run, load)
      .then(() => openForm({ placement: { type, section: initialSlug, column: 0, position: 0 }, byClick: true }))
      .catch(() => undefined);
  }, [api, initialSlug, latest, load, openForm, run]);

  const actions = useMemo<EditorActionsValue>(
    () => ({ lang, pageId: objectId, owner: { content_type: contentType, object_id: objectId }, api, versions: versionStore, run, views, openModal, addByClick }),
    [lang, contentType, objectId, api, versionStore, run, views, openModal, addByClick],
  );

  useInsertTargetTracking();
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  const sectionsNow = useCallback(() => latest.get().sections, [latest]);
  useEditorShortcuts({ lang, sections: sectionsNow, run, onHelp: openShortcuts });

  // A new module is the chosen one from now on: the next click adds after it. Screen readers
  // hear where it went. Added by click, its handle takes the focus once the form is gone.
  const byClick = modal !== null && "placement" in modal && modal.byClick === true;
  const focusAfterForm = useRef<string | null>(null);
  const onAdded = useCallback((module: ContentModule, placement: NewModulePlacement) => {
    insertTarget.set({ kind: "module", id: module.id });
    const position = latest.get().sections.findIndex((section) => section.id === placement.section);
    const target = `${editorText(lang, "section_n", { n: position + 1 })}, ${editorText(lang, "column_n", { n: placement.column + 1 })}`;
    announce(editorText(lang, "added_module", { label: moduleDefinition(module.type).label[lang], target, n: placement.position + 1 }));
    if (byClick) focusAfterForm.current = module.id;
  }, [byClick, latest, lang]);
  useEffect(() => {
    if (modal || !focusAfterForm.current) return;
    focusHandleOf("data-module-id", focusAfterForm.current);
    focusAfterForm.current = null;
  }, [modal]);

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
      void ensureInitialSection(api, initialSlug, run, load).then(() => openForm({ placement: result.placement })).catch(() => undefined);
      return;
    }
    if (result?.kind === "new") openForm({ placement: result.placement });
    if (result?.kind !== "action") return;
    void run(result.action).catch(() => undefined);
    // Moved to another column, the module is drawn anew there: its handle gets the focus back.
    if (result.action.type === "move-module" && activatorEvent instanceof KeyboardEvent) focusModuleHandle(result.action.id);
  }, [api, clearSlot, initialSlug, latest, load, openForm, run]);

  const loading = useMemo(() => new Set(store.loading), [store.loading]);
  const hasModules = state.sections.some((section) => section.columns.some((column) => column.children.length > 0));
  return (
    <EditorActionsContext.Provider value={actions}>
      <EditorStateContext.Provider value={state}>
        <DndContext sensors={sensors} collisionDetection={editorCollision} onDragStart={onDragStart} onDragEnd={onDragEnd}
          onDragCancel={clearSlot} accessibility={accessibility}>
          <EditorHeader user={user} title={title} exitUrl={exitUrl} entityLink={entityLink} onShortcuts={openShortcuts} />
          <SidePanel />
          {startFrom && !hasModules && <StartLanguage from={startFrom} onStarted={load} />}
          <SectionList sections={state.sections} loading={loading} />
          {!state.sections.length && <InitialSection slug={initialSlug} />}
          <AddSection />
          <DragChip nameOf={nameOf} />
        </DndContext>
        <DndHelp lang={lang} />
        {modal && <ModuleModal key={formKey(modal)} target={modal} onClose={forms.close} onAdded={onAdded} renderView={renderModule} onDirty={forms.onDirty} />}
        {forms.asked && <DiscardDialog lang={lang} onKeep={forms.keep} onDiscard={forms.discard} />}
        {shortcutsOpen && <ShortcutsDialog lang={lang} onClose={() => setShortcutsOpen(false)} />}
        <LoginModal lang={lang} gate={store.gate} />
        <EditorAlert lang={lang} alert={store.alert} onHide={store.clearAlert} />
        <ConflictDialog lang={lang} conflict={store.conflict.conflict} busy={store.conflict.busy}
          onReload={() => void store.conflict.reload()} onApply={() => void store.conflict.applyOwn()} />
        <ClipboardAnnouncer />
      </EditorStateContext.Provider>
    </EditorActionsContext.Provider>
  );
}
