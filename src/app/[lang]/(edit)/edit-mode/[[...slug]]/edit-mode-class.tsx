import { requestNonce } from "@/server/http/request-nonce";
import { EDIT_MODE_CLASS } from "@/editor/edit-mode-document";

/**
 * Puts edit mode's class on the body while the document is still being parsed, so the first
 * layout is already edit mode's, room for the bar and the side panel included. Set only once
 * the editor had hydrated, it changed the body's padding and the header's position under a
 * laid-out page of hundreds of modules: one more full style recalculation and layout, and the
 * page jumping down and aside (opening 100 modules took about 150 ms longer, measured side by
 * side). The editor's own effect still sets it where it mounts without this document (after
 * logging in) and removes it.
 */
export async function EditModeClass() {
  return <script nonce={await requestNonce()} dangerouslySetInnerHTML={{ __html: `document.body.classList.add(${JSON.stringify(EDIT_MODE_CLASS)})` }} />;
}
