// GET /{lang}/dashboard-api/form-files/{token}/ — a file a visitor sent with a form; editors only
import { editorRoute } from "@/server/auth/editor-route";
import { NotFoundError } from "@/server/errors";
import { readClaimedFile } from "@/server/forms/temp-files";
import { segment } from "@/server/http/params";

const TOKEN = /^[0-9a-f]{32}\.(pdf|jpg|png|gif|webp)$/;

export const GET = editorRoute<{ lang: string; token: string }>(async (_request, { db, params }) => {
  const token = segment(params.token);
  const file = TOKEN.test(token) ? await readClaimedFile(db, token) : null;
  if (!file) throw new NotFoundError("no such file");
  // Always a download, never shown inline: a visitor's file must not run in the site's origin.
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.mime,
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
