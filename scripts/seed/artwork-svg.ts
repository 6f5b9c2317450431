import type { Random } from "./random";
import type { ArtworkSpec, LogoSpec, Motif } from "./content/artworks";

/** The generated master is this wide; the derivatives are scaled down from it. */
export const MASTER_WIDTH = 1600;
export const LOGO_SIZE = { width: 480, height: 240 } as const;

export const masterSize = (ratio: readonly [number, number]) => ({
  width: MASTER_WIDTH,
  height: Math.round((MASTER_WIDTH * ratio[1]) / ratio[0]),
});

interface Canvas {
  w: number;
  h: number;
  colors: readonly string[];
  rng: Random;
}

const f = (n: number) => n.toFixed(1);
const color = (c: Canvas) => c.rng.pick(c.colors.slice(1));

function circles(c: Canvas): string {
  const parts: string[] = [];
  for (let i = 0; i < c.rng.int(4, 8); i++) {
    const r = c.rng.int(Math.round(c.h * 0.08), Math.round(c.h * 0.42));
    parts.push(`<circle cx="${f(c.rng.next() * c.w)}" cy="${f(c.rng.next() * c.h)}" r="${r}" fill="${color(c)}" opacity="${f(0.45 + c.rng.next() * 0.5)}"${i % 3 === 0 ? ' filter="url(#soft)"' : ""}/>`);
  }
  return parts.join("");
}

function fields(c: Canvas): string {
  const bands = c.rng.int(2, 4);
  const margin = c.w * 0.07;
  const height = (c.h - margin * (bands + 1)) / bands;
  return Array.from({ length: bands }, (_, i) =>
    `<rect x="${f(margin)}" y="${f(margin + i * (height + margin))}" width="${f(c.w - 2 * margin)}" height="${f(height)}" rx="${f(height * 0.06)}" fill="${color(c)}" opacity="${f(0.75 + c.rng.next() * 0.25)}" filter="url(#soft)"/>`,
  ).join("");
}

function grid(c: Canvas): string {
  const cols = c.rng.int(3, 5);
  const rows = c.rng.int(3, 5);
  const parts: string[] = [];
  for (let x = 0; x < cols; x++) {
    for (let y = 0; y < rows; y++) {
      if (c.rng.chance(0.35)) continue;
      parts.push(`<rect x="${f((x * c.w) / cols)}" y="${f((y * c.h) / rows)}" width="${f(c.w / cols)}" height="${f(c.h / rows)}" fill="${color(c)}"/>`);
    }
  }
  const line = c.colors[c.colors.length - 1];
  for (let x = 1; x < cols; x++) parts.push(`<rect x="${f((x * c.w) / cols - 6)}" y="0" width="12" height="${c.h}" fill="${line}"/>`);
  for (let y = 1; y < rows; y++) parts.push(`<rect x="0" y="${f((y * c.h) / rows - 6)}" width="${c.w}" height="12" fill="${line}"/>`);
  return parts.join("");
}

function strokes(c: Canvas): string {
  return Array.from({ length: c.rng.int(5, 9) }, () => {
    const y0 = c.rng.next() * c.h;
    const y1 = c.rng.next() * c.h;
    const d = `M${f(-50)} ${f(y0)} C ${f(c.w * 0.3)} ${f(c.rng.next() * c.h)}, ${f(c.w * 0.7)} ${f(c.rng.next() * c.h)}, ${f(c.w + 50)} ${f(y1)}`;
    return `<path d="${d}" stroke="${color(c)}" stroke-width="${c.rng.int(18, 90)}" stroke-linecap="round" fill="none" opacity="${f(0.6 + c.rng.next() * 0.4)}"/>`;
  }).join("");
}

function horizon(c: Canvas): string {
  const line = c.h * (0.5 + c.rng.next() * 0.2);
  const sun = `<circle cx="${f(c.w * (0.25 + c.rng.next() * 0.5))}" cy="${f(line - c.h * 0.18)}" r="${f(c.h * 0.14)}" fill="${c.colors[1]}" filter="url(#soft)"/>`;
  const ground = `<rect x="0" y="${f(line)}" width="${c.w}" height="${f(c.h - line)}" fill="${c.colors[2]}"/>`;
  const ripples = Array.from({ length: 6 }, (_, i) =>
    `<rect x="${f(c.rng.next() * c.w * 0.5)}" y="${f(line + 20 + i * ((c.h - line) / 7))}" width="${f(c.w * (0.2 + c.rng.next() * 0.4))}" height="8" fill="${c.colors[3]}" opacity="0.7"/>`,
  );
  return sun + ground + ripples.join("");
}

const MOTIFS: Record<Motif, (c: Canvas) => string> = { circles, fields, grid, strokes, horizon };

/** An abstract painting as SVG: a tinted gradient ground, the motif, then a grain of small strokes. */
export function artworkSvg(spec: ArtworkSpec, colors: readonly string[], rng: Random): string {
  const { width: w, height: h } = masterSize(spec.ratio);
  const c: Canvas = { w, h, colors, rng };
  const angle = rng.int(0, 359);
  const grain = Array.from({ length: 40 }, () => {
    const x = rng.next() * w;
    const y = rng.next() * h;
    return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + rng.int(-40, 40))}" y2="${f(y + rng.int(-40, 40))}" stroke="${colors[colors.length - 1]}" stroke-width="3" opacity="0.18"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="ground" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}" stop-opacity="0.55"/></linearGradient>
<filter id="soft"><feGaussianBlur stdDeviation="${f(h * 0.012)}"/></filter></defs>
<rect width="${w}" height="${h}" fill="${colors[0]}"/><rect width="${w}" height="${h}" fill="url(#ground)"/>
${MOTIFS[spec.motif](c)}${grain}</svg>`;
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A partner wordmark on a light ground (JPEG has no transparency). */
export function logoSvg(spec: LogoSpec, colors: readonly string[]): string {
  const { width: w, height: h } = LOGO_SIZE;
  // Long wordmarks get a smaller size so they fit beside the mark (DejaVu Sans Bold ≈ 0.68 em per letter).
  const size = Math.min(38, Math.floor(310 / (spec.wordmark.length * 0.68)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#ffffff"/>
<rect x="40" y="70" width="56" height="56" fill="${colors[1]}"/><circle cx="96" cy="126" r="26" fill="${colors[2]}" opacity="0.85"/>
<text x="140" y="118" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#1d1d1b">${escapeXml(spec.wordmark)}</text>
<text x="141" y="156" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#55575a">${escapeXml(spec.tagline)}</text></svg>`;
}
