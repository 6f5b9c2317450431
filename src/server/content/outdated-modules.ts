import { z } from "zod";
import { moduleSchema, sectionDataSchema, type SectionData } from "@modules/registry";
import { ValidationError } from "../errors";

/*
 * A module stored under older rules can fail today's even after its migrations (a rule got
 * stricter, an import wrote it directly). The editor gets it with its errors to fix; until
 * then it must neither block edits to the rest of its section nor be dropped by them. So a
 * section write keeps such a module when it comes back exactly as stored; a new or changed
 * module must pass.
 */

type RawSection = { columns?: { children?: unknown[] }[] };

const modulesOf = (section: unknown) => ((section as RawSection)?.columns ?? []).flatMap((column) => column?.children ?? []);

/** A JSON text of a value with its keys sorted, so equal content compares equal whatever the key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The stored modules of some sections that fail today's rules, by id, as canonical JSON. */
export function outdatedModules(sections: unknown[]): Map<string, string> {
  const outdated = new Map<string, string>();
  for (const module of sections.flatMap(modulesOf)) {
    const id = (module as { id?: unknown })?.id;
    if (typeof id === "string" && !moduleSchema.safeParse(module).success) outdated.set(id, canonical(module));
  }
  return outdated;
}

/** The errors of a module against today's rules; none for a module that passes. */
export const moduleIssues = (module: unknown): z.core.$ZodIssue[] => moduleSchema.safeParse(module).error?.issues ?? [];

/**
 * Check a section to be written against the registry, keeping modules that fail today's rules
 * but are unchanged from `outdated` (outdatedModules of the sections as stored). Errors keep
 * the section's own paths.
 */
export function checkSection(data: unknown, outdated: ReadonlyMap<string, string> = new Map()): SectionData {
  const parsed = sectionDataSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const section = data as RawSection;
  const kept = new Set<string>();
  for (const [c, column] of (section?.columns ?? []).entries()) {
    for (const [m, module] of (column?.children ?? []).entries()) {
      const id = (module as { id?: unknown })?.id;
      if (typeof id === "string" && outdated.get(id) === canonical(module)) kept.add(`${c}.${m}`);
    }
  }
  const isKept = (path: PropertyKey[]) => path[0] === "columns" && path[2] === "children" && kept.has(`${String(path[1])}.${String(path[3])}`);
  const others = parsed.error.issues.filter((issue) => !isKept(issue.path));
  if (!kept.size || others.length) throw new ValidationError(new z.ZodError(others.length ? others : parsed.error.issues));

  // The rest passes: check it without the kept modules, then put them back where they were.
  const columns = section.columns ?? [];
  const rest = sectionDataSchema.safeParse({ ...section, columns: columns.map((column, c) => ({ ...column, children: (column.children ?? []).filter((_, m) => !kept.has(`${c}.${m}`)) })) });
  if (!rest.success) throw new ValidationError(rest.error);
  return {
    ...rest.data,
    columns: rest.data.columns.map((column, c) => {
      const checked = [...column.children];
      const children = (columns[c]?.children ?? []).map((module, m) => (kept.has(`${c}.${m}`) ? module : checked.shift())) as SectionData["columns"][number]["children"];
      return { ...column, children };
    }),
  };
}
