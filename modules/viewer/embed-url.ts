/**
 * The player URL for a document, 3D model or tour page an editor pasted. Player URLs pasted
 * as they are (from a provider's "embed" dialog) are kept. Returns null when the URL names no
 * single document, model or tour.
 */
function issuu(url: URL, host: string): string | null {
  if (host === "e.issuu.com") return url.pathname === "/embed.html" ? url.href : null;
  const [user, docs, document] = url.pathname.split("/").filter(Boolean);
  if (!user || docs !== "docs" || !document) return null;
  return `https://e.issuu.com/embed.html?${new URLSearchParams({ u: user, d: document })}`;
}

function sketchfab(url: URL): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  // sketchfab.com/3d-models/some-name-<id> or sketchfab.com/models/<id>[/embed]
  const candidate = segments[0] === "models" ? segments[1] : segments[0] === "3d-models" ? segments[1]?.split("-").pop() : undefined;
  if (!candidate || !/^[0-9a-f]{32}$/.test(candidate)) return null;
  return `https://sketchfab.com/models/${candidate}/embed`;
}

function matterport(url: URL): string | null {
  const model = url.searchParams.get("m");
  if (!url.pathname.startsWith("/show") || !model || !/^\w{6,20}$/.test(model)) return null;
  return `https://my.matterport.com/show/?m=${model}`;
}

export function viewerEmbedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (host === "issuu.com" || host === "e.issuu.com") return issuu(url, host);
  if (host === "sketchfab.com") return sketchfab(url);
  if (host === "matterport.com" || host.endsWith(".matterport.com")) return matterport(url);
  return null;
}
