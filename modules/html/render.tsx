import { HtmlSnippet } from "@/site/consent/html-snippet";
import type { ModuleRenderer } from "../render-types";
import type { html } from "./schema";
import styles from "./render.module.css";

/** The editor's code, unsanitised; what loads from other hosts waits for consent (html-snippet.tsx). */
export const HtmlRender: ModuleRenderer<typeof html> = ({ module, ctx }) => <HtmlSnippet html={module.html_code} t={ctx.t} className={styles.html} />;
