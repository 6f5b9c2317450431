/**
 * The player URL for a video page URL an editor pasted. YouTube plays from its no-cookie
 * domain and Vimeo with "do not track", so nothing is stored before the visitor presses play.
 * Returns null for URLs that name no single video (a channel, a playlist page ...).
 */
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/** "90", "90s", "1m30s", "1h2m3s" → seconds. */
function startSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return undefined;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : undefined;
}

function youtubeId(url: URL, host: string): string | undefined {
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return segments[0];
  if (segments[0] === "watch") return url.searchParams.get("v") ?? undefined;
  if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) return segments[1];
  return undefined;
}

function youtube(url: URL, host: string): string | null {
  const id = youtubeId(url, host);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ""}`;
}

function vimeo(url: URL, host: string): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  let hash = url.searchParams.get("h") ?? undefined;
  if (host === "player.vimeo.com") {
    if (segments[0] === "video") id = segments[1];
  } else {
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/x/ID, vimeo.com/groups/x/videos/ID
    const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
    id = index >= 0 ? segments[index] : undefined;
    if (index === 0 && segments[1] && /^[\da-f]{6,}$/i.test(segments[1])) hash = segments[1];
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  const params = new URLSearchParams(hash ? { h: hash, dnt: "1" } : { dnt: "1" });
  return `https://player.vimeo.com/video/${id}?${params}`;
}

export function videoEmbedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  if (host === "youtube.com" || host === "youtu.be") return youtube(url, host);
  if (host === "vimeo.com" || host === "player.vimeo.com") return vimeo(url, host);
  return null;
}
