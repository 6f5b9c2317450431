import { requestNonce } from "@/server/http/request-nonce";
import { EDIT_MODE_CLASS, PANEL_FOLDED, PANEL_STORAGE_KEY } from "@/editor/edit-mode-document";

/**
 * Marks the body for edit mode while the document is still being parsed, so the first layout
 * is already edit mode's: its class makes room for the bar and the side panel, and where this
 * browser folded the panel, the folded attribute keeps it folded and the room given back
 * until the editor has hydrated. Set only once the editor had hydrated, the class changed the
 * body's padding and the header's position under a laid-out page of hundreds of modules: one
 * more full style recalculation and layout, and the page jumping down and aside (opening 100
 * modules took about 150 ms longer, measured side by side). The editor's own effect still
 * sets the class where it mounts without this document (after logging in) and removes it.
 * Storage may be blocked: the panel then opens, as it does there after hydrating.
 */
export async function EditModeBody() {
  const script = `document.body.classList.add(${JSON.stringify(EDIT_MODE_CLASS)});`
    + `try{if(localStorage.getItem(${JSON.stringify(PANEL_STORAGE_KEY)})==="closed")document.body.setAttribute(${JSON.stringify(PANEL_FOLDED)},"")}catch(e){}`;
  return <script nonce={await requestNonce()} dangerouslySetInnerHTML={{ __html: script }} />;
}
