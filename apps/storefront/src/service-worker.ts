/// <reference lib="webworker" />
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { OFFLINE_UNAVAILABLE_FRAGMENT, prefixesOfWorkerUrl, storeHomeOf } from "./offline/offline-pages";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The service worker of presentation-content.md §7 (/service-worker.js), built with Workbox:
// the app shell precached, visited pages and their data kept for offline use, and the offline
// flow of commerce-core.md §2 for a page never visited.

const PAGES = "shop-pages";
const DATA = "shop-data";
const IMAGES = "shop-images";
const prefixes = prefixesOfWorkerUrl(self.location.href);
const homes = ["/", ...prefixes.map((prefix) => `${prefix}/`)];

// The shell: hashed scripts and styles of this build (a new build replaces them).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Each store view's home is kept from the start: it is where offline navigation lands.
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.addAll(homes)).catch(() => undefined));
});

// Pages: the network first (prices and stock change), the last copy when offline.
registerRoute(
  ({ request }) => request.mode === "navigate",
  new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 })] }),
);

// The back end's reads (catalogue, content, URL map, search): what a visited page asked for is
// there again offline. Writes are the sync queue's business (it queues them while offline).
registerRoute(
  ({ request, url }) => request.method === "GET" && url.pathname.includes("/api/") && !url.pathname.includes("/api/cart") && !url.pathname.includes("/api/user") && !url.pathname.includes("/api/order"),
  new NetworkFirst({ cacheName: DATA, networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * 24 * 3600 })] }),
);

// Images: immutable enough to serve from cache first.
registerRoute(
  ({ request }) => request.destination === "image",
  new CacheFirst({ cacheName: IMAGES, plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })] }),
);

// A page that is neither reachable nor kept: the store's home, with the spec's message there.
setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  const home = storeHomeOf(new URL(request.url).pathname, prefixes);
  return Response.redirect(`${home}${OFFLINE_UNAVAILABLE_FRAGMENT}`, 302);
});

// The page's update prompt asks the waiting worker to take over (workbox-window's messageSkipWaiting).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
