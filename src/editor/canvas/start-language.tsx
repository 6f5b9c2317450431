"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { z } from "zod";
import { sectionDataSchema } from "@modules/registry";
import type { Locale } from "@schemas/rules/localized";
import { useEditorActions } from "../editor-context";
import type { SectionData } from "../state/types";
import { scaleText } from "../clipboard/texts";
import styles from "../editor.module.css";
import canvasStyles from "./canvas.module.css";

const answerSchema = z.object({ results: z.array(sectionDataSchema) });

/**
 * On a page without content in this language: "Start from the German content" copies the
 * other language's sections in one server call (one transaction, one new version); the
 * editor then shows them and the refresh brings their renderings.
 */
export function StartLanguage({ from, onStarted }: { from: Locale; onStarted: (sections: SectionData[]) => void }) {
  const { lang, api, owner } = useEditorActions();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const answer = answerSchema.parse(await api("POST", "copy-language/", { ...owner, from }));
      onStarted(answer.results);
      router.refresh();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={canvasStyles.start} aria-busy={busy || undefined} data-start-language={from}>
      <p>{scaleText(lang, "start_help", { here: scaleText(lang, lang === "de" ? "here_de" : "here_en") })}</p>
      <button type="button" className={styles.primary} disabled={busy} onClick={() => void start()}>
        {scaleText(lang, "start_from", { language: scaleText(lang, from === "de" ? "language_de" : "language_en") })}
      </button>
      {failed && <p role="alert" className={canvasStyles.error}>{scaleText(lang, "start_failed")}</p>}
    </div>
  );
}
