"use client";

import { useState, type Ref } from "react";
import { FORM_FILE_ACCEPT } from "@schemas/rules/form-upload";
import { csrfHeaders, ensureCsrfToken } from "../http/csrf-header";
import { loadFormContract } from "./load-form-contract";
import type { FormTexts } from "./form-texts";
import styles from "./site-form.module.css";

interface Props {
  inputProps: Record<string, unknown>;
  fieldId: number | null;
  uploadUrl: string;
  texts: FormTexts;
  onToken: (token: string | null) => void;
  inputRef: Ref<HTMLInputElement>;
}

type State = { kind: "empty" } | { kind: "uploading" } | { kind: "done"; name: string } | { kind: "failed"; message: string };

/**
 * A file input that uploads its file as soon as it is chosen: the server keeps it as a
 * temporary file and answers a token, which the submission carries as the field's value.
 */
export function FileField({ inputProps, fieldId, uploadUrl, texts, onToken, inputRef }: Props) {
  const [state, setState] = useState<State>({ kind: "empty" });

  async function upload(file: File | undefined) {
    onToken(null);
    if (!file || fieldId === null) return setState({ kind: "empty" });
    setState({ kind: "uploading" });
    try {
      await ensureCsrfToken();
      const body = new FormData();
      body.append("file", file);
      const response = await fetch(`${uploadUrl}?field=${fieldId}`, { method: "POST", body, credentials: "same-origin", headers: csrfHeaders() });
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const errors = (answer as { errors?: Record<string, string[]> } | null)?.errors;
        return setState({ kind: "failed", message: errors?.file?.[0] ?? texts.failed });
      }
      const stored = (await loadFormContract()).tempFileSchema.parse(answer);
      onToken(stored.token);
      setState({ kind: "done", name: stored.name });
    } catch {
      setState({ kind: "failed", message: texts.failed });
    }
  }

  const statusText = state.kind === "uploading" ? texts.uploading : state.kind === "done" ? texts.uploaded.replace("{name}", state.name) : "";
  return (
    <>
      <input {...inputProps} ref={inputRef} type="file" accept={FORM_FILE_ACCEPT} onChange={(event) => void upload(event.currentTarget.files?.[0])} />
      <p className={styles.help}>{texts.file_hint}</p>
      <p className={styles.help} role="status">{statusText}</p>
      {state.kind === "failed" && <p className={styles.error} role="alert">{state.message}</p>}
    </>
  );
}
