/**
 * The embed URL and box shape for a social-media post an editor pasted. X has no embed that
 * works without its script, so X posts (and profile pages anywhere) become link cards: null.
 */
export interface SocialEmbed {
  src: string;
  /** CSS aspect-ratio of the post as the provider lays it out. */
  ratio: string;
}

function instagram(url: URL): SocialEmbed | null {
  const [kind, code] = url.pathname.split("/").filter(Boolean);
  if (!kind || !["p", "reel", "tv"].includes(kind) || !code || !/^[\w-]+$/.test(code)) return null;
  return { src: `https://www.instagram.com/${kind}/${code}/embed`, ratio: "4 / 5" };
}

function facebook(url: URL): SocialEmbed | null {
  const path = url.pathname;
  const href = encodeURIComponent(`https://www.facebook.com${path}${url.search}`);
  const isVideo = /\/videos\/\d+/.test(path) || (/^\/watch\/?$/.test(path) && url.searchParams.has("v"));
  if (isVideo) {
    return { src: `https://www.facebook.com/plugins/video.php?href=${href}`, ratio: "16 / 9" };
  }
  if (/\/posts\/|\/permalink\.php|\/photos\//.test(path)) {
    return { src: `https://www.facebook.com/plugins/post.php?href=${href}&show_text=true`, ratio: "1 / 1" };
  }
  return null;
}

function tiktok(url: URL): SocialEmbed | null {
  const match = /^\/@[\w.-]+\/video\/(\d+)/.exec(url.pathname);
  return match ? { src: `https://www.tiktok.com/embed/v2/${match[1]}`, ratio: "9 / 16" } : null;
}

export function socialEmbed(value: string): SocialEmbed | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, "");
  if (host === "instagram.com") return instagram(url);
  if (host === "facebook.com") return facebook(url);
  if (host === "tiktok.com") return tiktok(url);
  return null;
}
