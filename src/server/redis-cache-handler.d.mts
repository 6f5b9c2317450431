// The types of redis-cache-handler.mjs, which stays plain JavaScript (Next.js imports it at run
// time, outside its build), for the TypeScript that imports it: its tests.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";

export default class RedisCacheHandler extends CacheHandler {}
