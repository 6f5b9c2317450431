"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { pageSettingsSchema } from "@schemas/api/editor";
import { publishingStatusSchema, type PublishingStatus } from "@schemas/api/publishing";
import { formatDateTime } from "@schemas/rules/dates";
import { EditorApiError } from "../api/editor-api";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import { PublishDialog } from "./publish-dialog";
import { editUrl } from "../settings/page-languages";
import styles from "./top-bar.module.css";

/** Read the status again this long after the last change (a burst of edits asks once). */
const STATUS_DELAY_MS = 400;

/** The calls that would take along or throw away a colleague's change: they name what this editor saw. */
const CHECKED_PATHS = new Set(["publishing/publish/", "publishing/discard/"]);

/**
 * Drafts and publishing in the editor's bar: whether visitors see what the editor sees
 * ("Veröffentlicht") or not ("Unveröffentlichte Änderungen"), a planned publication, the
 * publish dialog (now or at a time), and discarding the changes after a confirmation. A
 * publish or discard carries the versions of the sections on screen, so a colleague's
 * unseen change (a section changed, added or removed) is refused (409) rather than published
 * or thrown away; the bar then names the colleague and offers to reload the page. The
 * other languages go along too: the dialog and the discard confirmation say when they have
 * changes, and the calls carry their versions as the status named them.
 */
export function Publishing({ settingsSaves }: { settingsSaves: number }) {
  const { lang, owner, api, versions, state } = useEditor();
  const [status, setStatus] = useState<PublishingStatus | null>(null);
  const [error, setError] = useState<{ text: string; reload?: boolean } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const slugs = state.sections.map((section) => section.id);
  const query = `publishing/?content_type=${encodeURIComponent(owner.content_type)}&object_id=${owner.object_id}`;

  // Each status read or publishing call takes a ticket: an answer older than the last one
  // taken (a read sent before a publish, answered after it) never replaces a newer state.
  const tickets = useRef(0);
  const refresh = useCallback(async () => {
    const ticket = ++tickets.current;
    try {
      const next = publishingStatusSchema.parse(await api("GET", query));
      if (ticket === tickets.current) setStatus(next);
    } catch {
      // The header keeps its last state; the next change asks again.
    }
  }, [api, query]);

  useEffect(() => {
    const timer = window.setTimeout(() => void refresh(), STATUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [refresh, state.sections, settingsSaves]);

  /** Run a publishing call; answers whether it went through. */
  const act = async (method: "POST" | "PUT" | "DELETE", path: string, extra: Record<string, unknown> = {}): Promise<boolean> => {
    try {
      // Publishing takes the other languages along: as the status last named them.
      const seen = CHECKED_PATHS.has(path) ? { seen: versions.seen(slugs), seen_other: status?.other_languages.versions } : {};
      const body = { content_type: owner.content_type, object_id: owner.object_id, ...seen, ...extra };
      const ticket = ++tickets.current;
      const next = publishingStatusSchema.parse(await api(method, path, body));
      if (ticket === tickets.current) setStatus(next);
      setError(null);
      return true;
    } catch (caught) {
      if (caught instanceof EditorApiError && caught.status === 409) {
        const name = (caught.body as { changed_by?: string | null } | null)?.changed_by ?? editorText(lang, "conflict_someone");
        setError({ text: editorText(lang, "publish_conflict", { name }), reload: true });
      } else if (caught instanceof EditorApiError && caught.status === 400) {
        throw caught;
      } else setError({ text: editorText(lang, "publish_failed") });
      return false;
    }
  };

  const discard = async () => {
    const others = status?.other_languages.has_changes ? ` ${editorText(lang, "discard_other_changes")}` : "";
    if (!window.confirm(`${editorText(lang, "discard_confirm")}${others}`)) return;
    // The page shows the published sections again, read afresh with their new versions, at its
    // published address (discarded page settings may have moved it back).
    if (!(await act("POST", "publishing/discard/"))) return;
    const target = owner.content_type !== "cms.page" ? null
      : await api("GET", `pages/${owner.object_id}/`).then((answer) => editUrl(pageSettingsSchema.parse(answer), lang), () => null);
    if (target) window.location.assign(target);
    else window.location.reload();
  };

  const label = !status ? editorText(lang, "loading")
    : status.has_changes ? editorText(lang, "status_changes") : editorText(lang, "status_published");
  return (
    <div className={styles.publishing} data-publishing="">
      <p role="status" className={styles.publishStatus} data-publish-status={status ? (status.has_changes ? "changes" : "published") : "loading"}>
        <span>{label}</span>
        {status?.publish_at && <span data-publish-scheduled="">{editorText(lang, "status_scheduled", { date: formatDateTime(status.publish_at, lang, "medium", "seconds") })}</span>}
      </p>
      <button ref={opener} type="button" className={styles.publish} aria-haspopup="dialog" onClick={() => {
        // What the dialog says about the other languages, and what a publish sends, is read afresh.
        void refresh();
        setDialogOpen(true);
      }}>{editorText(lang, "publish")}</button>
      {/* Its short text in the bar; the name says what it throws away. */}
      {status?.has_changes && <button type="button" className={styles.button} aria-label={editorText(lang, "discard")} onClick={() => void discard()}>{editorText(lang, "discard_short")}</button>}
      {error && <p role="alert" className={styles.publishError}>{error.text}</p>}
      {error?.reload && <button type="button" className={styles.button} onClick={() => window.location.reload()}>{editorText(lang, "publish_reload")}</button>}
      {dialogOpen && (
        <PublishDialog lang={lang} status={status} act={act} onClose={() => {
          setDialogOpen(false);
          opener.current?.focus();
        }} />
      )}
    </div>
  );
}
