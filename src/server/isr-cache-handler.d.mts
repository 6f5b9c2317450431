// The types of isr-cache-handler.mjs, which stays plain JavaScript (Next.js imports it at run
// time, outside its build), for the TypeScript that imports it: its tests.
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";

export function isNotFoundPage(data: unknown): boolean;
export function databaseIdentity(env?: NodeJS.ProcessEnv): string;
export function pageCacheDir(env?: NodeJS.ProcessEnv, buildId?: string): string;

export default class IsrCacheHandler extends FileSystemCache {}
