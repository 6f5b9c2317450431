// GET /{lang}/api/articles/feed — Atom feed of the magazine's newest stories
import { getDb } from "@/server/db/client";
import { handler } from "@/server/http/handler";
import { listArticles } from "@/server/services/articles";
import { getT } from "@/i18n/translate";

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const GET = handler<{ lang: string }>(async (request, { lang }) => {
  const origin = request.nextUrl.origin;
  const { results } = await listArticles((await getDb()).db, { lang, filter: {}, offset: 0, limit: 30 });
  const updated = results[0]?.published_at ?? new Date(0).toISOString();
  const entries = results.map((article) => `  <entry>
    <title>${escape(article.title)}</title>
    <link href="${escape(origin + article.url)}"/>
    <id>${escape(origin + article.url)}</id>
    <updated>${article.published_at}</updated>
    <summary>${escape(article.teaser_text)}</summary>
${article.category ? `    <category term="${escape(article.category.name)}"/>\n` : ""}  </entry>`).join("\n");
  const body = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">
  <title>${escape(getT(lang)("programme:magazine.feed"))}</title>
  <link href="${escape(`${origin}/${lang}/stories`)}"/>
  <link rel="self" href="${escape(`${origin}/${lang}/api/articles/feed`)}"/>
  <id>${escape(`${origin}/${lang}/stories`)}</id>
  <updated>${updated}</updated>
${entries}
</feed>
`;
  return new Response(body, { headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
});
