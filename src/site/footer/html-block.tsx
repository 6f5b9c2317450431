/**
 * One of the settings' HTML blocks (header, footer top, footer bottom, partner logos; 001 §3).
 * Only editors write them and they are trusted with it, as with the HTML module: the code is
 * output as written. An empty block renders nothing.
 */
export function HtmlBlock({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
