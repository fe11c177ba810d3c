// The signage player's service worker, served by Django at /signage/sw.js with the scope /signage/ (web/player.py
// fills in the two constants). A screen that restarts while the network is gone still gets its player: the page of
// a player's address (/signage/<identifier>, signage.html) is asked network first and kept, the code and styles of
// the signage entry are kept at install and served cache first (their names carry their content's hash). It stores
// nothing else: no API answer (the player keeps its last answer in localStorage), no picture (the player's own
// Cache Storage), nothing of another page.
const CACHE = __CACHE_NAME__;
const ASSETS = __ASSET_FILES__;
const ASSET_PREFIX = '/static/backoffice/assets/';
// a player's address (web.views.DEVICE_IDENTIFIER)
const PAGE = /^\/signage\/[-\w]{1,60}\/?$/;

self.addEventListener('install', (event) => {
  // all or nothing: a worker that could not keep every file leaves the one before in charge
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((key) => key.startsWith('bw-signage-') && key !== CACHE).map((key) => caches.delete(key)),
      );
      await self.clients.claim();
      // the player that registered this worker was loaded before it: its page is kept now
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.all(
        windows
          .map((client) => new URL(client.url))
          .filter((url) => url.origin === self.location.origin && PAGE.test(url.pathname))
          .map((url) => keepPage(new Request(url.href), pageKey(url)).catch(() => undefined)),
      );
    })(),
  );
});

const pageKey = (url) => url.origin + url.pathname;
// the player pages this worker has seen kept; one that could not be kept at activation (the network was gone
// then) is fetched again with the player's next request, so a later restart without network still finds it
const keptPages = new Set();

async function keepClientPage(clientId) {
  const client = clientId && (await self.clients.get(clientId));
  if (!client) return;
  const url = new URL(client.url);
  const key = pageKey(url);
  if (url.origin !== self.location.origin || !PAGE.test(url.pathname) || keptPages.has(key)) return;
  if (await caches.match(key, { cacheName: CACHE, ignoreVary: true })) {
    keptPages.add(key);
    return;
  }
  await keepPage(new Request(url.href), key).catch(() => undefined);
}

async function keepPage(request, key) {
  const response = await fetch(request);
  if (response.status === 200) {
    const cache = await caches.open(CACHE);
    await cache.put(key, response.clone());
    keptPages.add(key);
  }
  return response;
}

async function page(request, url) {
  const key = pageKey(url);
  try {
    return await keepPage(request, key);
  } catch (error) {
    const kept = await caches.match(key, { cacheName: CACHE, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // any request of a player online (its polls of the API) makes sure its page is kept
  if (event.clientId) event.waitUntil(keepClientPage(event.clientId));
  if (url.origin !== self.location.origin) return;
  if (PAGE.test(url.pathname)) event.respondWith(page(request, url));
  else if (url.pathname.startsWith(ASSET_PREFIX)) event.respondWith(asset(request));
  // anything else (the API, pictures, this worker) goes to the network untouched
});
