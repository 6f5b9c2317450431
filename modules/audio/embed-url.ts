/**
 * The player URL for an audio page URL an editor pasted (a track, episode or playlist page).
 * Player URLs pasted as they are (from a provider's "embed" dialog) are kept. Returns null
 * for URLs that point at no playable item.
 */
const SPOTIFY_TYPES = ["track", "album", "playlist", "episode", "show", "artist"];

function spotify(url: URL): string | null {
  const segments = url.pathname.split("/").filter((segment) => segment && !/^intl-[a-z-]+$/i.test(segment));
  if (segments[0] === "embed") segments.shift();
  const [type, id] = segments;
  if (!type || !id || !SPOTIFY_TYPES.includes(type) || !/^[A-Za-z0-9]{22}$/.test(id)) return null;
  return `https://open.spotify.com/embed/${type}/${id}`;
}

function soundcloud(url: URL, host: string): string | null {
  if (host === "w.soundcloud.com") return url.pathname.startsWith("/player") ? url.href : null;
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments.length < 2) return null;
  const track = `https://soundcloud.com/${segments.join("/")}`;
  return `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}&visual=false`;
}

function podigee(url: URL): string | null {
  const path = url.pathname.replace(/\/+$/, "").replace(/\/embed$/, "");
  if (!path) return null;
  return `${url.origin}${path}/embed?context=external`;
}

function mixcloud(url: URL): string | null {
  if (url.pathname.startsWith("/widget/")) return url.href;
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments.length < 2) return null;
  return `https://www.mixcloud.com/widget/iframe/?hide_cover=1&feed=${encodeURIComponent(`/${segments.join("/")}/`)}`;
}

export function audioEmbedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (host === "spotify.com" || host.endsWith(".spotify.com")) return spotify(url);
  if (host === "soundcloud.com" || host.endsWith(".soundcloud.com")) return soundcloud(url, host);
  if (host.endsWith(".podigee.io")) return podigee(url);
  if (host === "mixcloud.com" || host.endsWith(".mixcloud.com")) return mixcloud(url);
  return null;
}
