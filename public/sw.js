/*
 * Service worker (000 §7, registered by src/site/behaviours): when a page cannot be loaded
 * because the network is gone, show the offline page instead of the browser's error. Nothing
 * else is cached, so visitors never see stale pages, prices or availability.
 */
const CACHE = "offline-v1";
const OFFLINE_URL = "/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Drop offline pages of older versions of this worker, and nothing else.
      const keys = await caches.keys();
      await Promise.all(keys.filter((key) => key.startsWith("offline-") && key !== CACHE).map((key) => caches.delete(key)));
      // Lets the page request start while the worker boots, so navigations are not slowed down.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  // Only page loads; scripts, images and API calls go to the network untouched.
  if (event.request.mode !== "navigate") return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        return preloaded || (await fetch(event.request));
      } catch {
        const offline = await caches.match(OFFLINE_URL, { cacheName: CACHE });
        return offline || Response.error();
      }
    })(),
  );
});
