import { addDays, startOfDay } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { SITE_TIME_ZONE } from "@schemas/rules/dates";

/**
 * A small seeded PRNG (mulberry32): the same seed number gives the same sequence on every
 * machine, so the same input builds the same database. Each entity kind takes its own
 * stream (`rng.fork("events")`), so adding rows to one kind never shifts another.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error("pick() from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items in random order (all of them when count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** A uuid-shaped id (version 4 layout) drawn from this stream: stable across runs. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
    hex[12] = "4";
    hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    const s = hex.join("");
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }

  /** An independent stream for one part of the seed, named so the order of calls never matters. */
  fork(name: string): Random {
    return new Random(hashString(name) ^ this.state);
  }
}

/** FNV-1a: turns a stream name into a 32-bit seed. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The seed's fixed start value: change it and every generated value changes with it. */
export const SEED = 20260401;
export const createRandom = (seed = SEED) => new Random(seed);

/** The first day of the seeded programme: today in Berlin, at midnight. */
export function seedToday(now = new Date()): TZDate {
  return startOfDay(new TZDate(now, SITE_TIME_ZONE));
}

/** A Berlin wall-clock time `dayOffset` days from `today`, at hour:minute. */
export function berlinTime(today: TZDate, dayOffset: number, hour: number, minute = 0): TZDate {
  const day = addDays(today, dayOffset);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, 0, SITE_TIME_ZONE);
}

/** URL slug from a title: lower case ASCII, umlauts spelled out. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss")
    .normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}
