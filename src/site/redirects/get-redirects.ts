import "server-only";
import { getDb } from "@/server/db/client";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { listRedirects } from "@/server/site/redirects";

/** The redirect list, cached until it changes (tag "redirects"). */
export const getCachedRedirects = cached(async () => listRedirects((await getDb()).db), ["redirects"], [TAGS.redirects]);
