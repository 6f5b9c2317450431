// The types of page-cache-handler.mjs, which stays plain JavaScript (Next.js imports it at run
// time, outside its build), for the TypeScript that imports it: its tests. Without REDIS_URL
// it is the file-system handler.
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";

export default class PageCacheHandler extends FileSystemCache {}
