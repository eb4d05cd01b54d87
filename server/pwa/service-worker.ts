/**
 * The service worker of published applications (served as /sw.js, registered by the PwaInstallPrompt widget):
 * what browsers require of an installable app, and a page that still opens without network. Pages are fetched
 * from the network first and the last good copy of the app shell is kept for offline starts; the built assets
 * (content-hashed, immutable) are served from the cache once fetched. API calls are never cached.
 * Plain script text: it runs in the browser's worker scope, not in the server.
 */
export const SERVICE_WORKER_SOURCE = `'use strict';
const CACHE = 'baukasten-app-v1';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then((cache) => cache.put('/', copy));
      }
      return response;
    }).catch(() => caches.match('/').then((cached) => cached || Response.error())));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request).then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then((cache) => cache.put(request, copy));
      }
      return response;
    })));
  }
});
`;
