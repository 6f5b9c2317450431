"use client";
import { useEffect, useState } from "react";
import { presenceAnswerSchema, type PresenceAnswer } from "@schemas/api/editor-concurrency";
import { csrfHeaders } from "@/site/http/csrf-header";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import styles from "../editor.module.css";

/** How often the open editor says so; the server counts a row for a minute. */
export const HEARTBEAT_MS = 20_000;

/**
 * Who else has this page open in the editor (000 §7): a heartbeat every 20 s (and when the
 * tab comes back into view) answers the other editors by name; closing the editor says
 * goodbye, so the others stop seeing it at their next heartbeat rather than after a minute.
 */
export function Presence() {
  const { lang, owner, api } = useEditorActions();
  const [editors, setEditors] = useState<PresenceAnswer["editors"]>([]);
  const { content_type: contentType, object_id: objectId } = owner;

  useEffect(() => {
    const body = { content_type: contentType, object_id: objectId };
    let live = true;
    let pending = false;
    const beat = () => {
      if (pending) return;
      pending = true;
      api("POST", "presence/", body)
        .then((answer) => live && setEditors(presenceAnswerSchema.parse(answer).editors), () => undefined)
        .finally(() => (pending = false));
    };
    const goodbye = () => {
      void fetch(`/${lang}/pageeditor-api/presence/`, {
        method: "DELETE", keepalive: true, credentials: "same-origin",
        headers: { "Content-Type": "application/json", ...csrfHeaders() }, body: JSON.stringify(body),
      }).catch(() => undefined);
    };
    const visible = () => document.visibilityState === "visible" && beat();
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    document.addEventListener("visibilitychange", visible);
    window.addEventListener("pagehide", goodbye);
    return () => {
      live = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", visible);
      window.removeEventListener("pagehide", goodbye);
      goodbye();
    };
  }, [api, contentType, lang, objectId]);

  return (
    <p className={styles.presence} role="status" data-presence="">
      {editors.length > 0 && editorText(lang, "presence", { names: editors.map((editor) => editor.name).join(", ") })}
    </p>
  );
}
