import { formatSectionVersions, type SectionVersions } from "@schemas/api/editor-concurrency";

/**
 * The version of each section as this editor last saw it (000 §7 optimistic concurrency):
 * sent with every write to those sections, and moved on by the versions each answer names.
 */
export interface VersionStore {
  /** These sections' versions, those known. */
  seen(slugs: readonly string[]): SectionVersions;
  /** The header value naming these sections' versions; null when none is known. */
  header(slugs: readonly string[]): string | null;
  /** Take newer versions; answers the slugs that were known in an older one. */
  learn(versions: SectionVersions): string[];
}

export function createVersionStore(initial: SectionVersions): VersionStore {
  const known = new Map(Object.entries(initial));
  const seen = (slugs: readonly string[]): SectionVersions => Object.fromEntries(slugs.flatMap((slug) => {
    const version = known.get(slug);
    return version === undefined ? [] : [[slug, version]];
  }));
  return {
    seen,
    header(slugs) {
      const versions = seen(slugs);
      return Object.keys(versions).length ? formatSectionVersions(versions) : null;
    },
    learn(versions) {
      const moved: string[] = [];
      for (const [slug, version] of Object.entries(versions)) {
        const current = known.get(slug);
        if (current !== undefined && current < version) moved.push(slug);
        // Versions only count up (a restore counts on), so an older answer never wins.
        if (current === undefined || current < version) known.set(slug, version);
      }
      return moved;
    },
  };
}
