/*
 * Volan's service worker (SPEC §2.6; docs/slots-and-offline.md). A plain script with no build step
 * and no library: it must stay small and readable in the browser's devtools.
 *
 * - Install: caches the app shell (the offline page and the files it needs) and takes over at once.
 * - Activate: deletes every cache of another version, then controls the open pages.
 * - Home, listing and ad pages the visitor opens are fetched from the network first; a copy is
 *   kept, and served only when the network fails. Other navigations that fail get the offline page.
 * - Hashed build files (/_next/static/) are served from the cache once fetched: they never change.
 * - Never touched (the browser handles them as if there were no worker): anything but GET, other
 *   origins, GraphQL, /api/*, sign-in and account pages, Next's data and image routes.
 *
 * Its version is the build's (the page registers /service-worker.js?v=<build id>): every deploy
 * installs the worker afresh, and its caches start anew, so kept pages never name build files that
 * are gone.
 */
/* global self, caches, fetch, URL, Response */
'use strict';

/** The build id the page registered the worker with (letters, digits, '-' and '_'), else 'dev'. */
function versionOf(href) {
  const version = new URL(href).searchParams.get('v') || '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(version) ? version : 'dev';
}
const VERSION = versionOf(self.location.href);
const SHELL_CACHE = 'volan-shell-' + VERSION;
const PAGES_CACHE = 'volan-pages-' + VERSION;
const OFFLINE_URL = '/offline';
/** Seen pages kept for offline reading; the oldest go first. */
const MAX_PAGES = 40;
const CATEGORY_SLUGS = [
  'autoturisme',
  'autoutilitare',
  'motociclete',
  'camioane',
  'piese',
  'remorci',
  'utilaje-agricole',
  'utilaje-constructii',
];
/** Paths the worker never answers nor stores: data, sign-in, account, payment and tool pages. */
const NEVER =
  /^\/(api|graphql|authentication|contul-meu|logout|amplify-logout|delete-account|multi-user|plata-prin-[^/]+|dev|flows|bench|_next\/data|_next\/image)(\/|$)|\/anunt-nou(\/|$)/;

/** Home, a listing or an ad page: the pages kept for offline reading. */
function isReadablePage(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return true;
  if (CATEGORY_SLUGS.indexOf(parts[0]) < 0) return false;
  if (parts[1] === 'anunt') return parts.length === 3;
  return parts[1] !== 'harta' && parts[1] !== 'cautare-avansata';
}

/**
 * How the worker treats a request: 'none' (not answered), 'static' (cache first), 'page'
 * (network first, kept) or 'navigation' (network, the offline page on failure).
 */
function strategyFor(method, href, mode, origin) {
  if (method !== 'GET') return 'none';
  const url = new URL(href);
  if (url.origin !== origin || NEVER.test(url.pathname)) return 'none';
  if (url.pathname.indexOf('/_next/static/') === 0) return 'static';
  if (mode !== 'navigate') return 'none';
  return isReadablePage(url.pathname) ? 'page' : 'navigation';
}

/** The build files an HTML page names (its CSS and script chunks). */
function staticFilesOf(html) {
  const found = html.match(/\/_next\/static\/[^"'\s)<>]+/g) || [];
  return found.filter(function (file, index) {
    return found.indexOf(file) === index;
  });
}

/** The cache names an activating version deletes. */
function staleCaches(names) {
  return names.filter(function (name) {
    return name.indexOf('volan-') === 0 && name !== SHELL_CACHE && name !== PAGES_CACHE;
  });
}

/** A page response worth keeping: a plain 200 from our origin, not a redirect's end. */
function isKeepable(response) {
  return response.ok && response.status === 200 && response.type === 'basic' && !response.redirected;
}

async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(OFFLINE_URL, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error('offline page: HTTP ' + response.status);
  const html = await response.clone().text();
  await cache.put(OFFLINE_URL, response);
  await cache.addAll(staticFilesOf(html).concat(['/favicon.svg']));
}

async function offlinePage() {
  const cached = await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE });
  return cached || new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

async function keepPage(request, response) {
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(request.url, response);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(key);
}

async function networkFirstPage(event) {
  const request = event.request;
  try {
    const response = await fetch(request);
    if (isKeepable(response)) event.waitUntil(keepPage(request, response.clone()));
    return response;
  } catch {
    const cached = await caches.match(request.url, { cacheName: PAGES_CACHE });
    return cached || offlinePage();
  }
}

async function networkOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    return offlinePage();
  }
}

async function cacheFirst(event) {
  const request = event.request;
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
}

self.addEventListener('install', function (event) {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', function (event) {
  const request = event.request;
  const strategy = strategyFor(request.method, request.url, request.mode, self.location.origin);
  if (strategy === 'static') event.respondWith(cacheFirst(event));
  else if (strategy === 'page') event.respondWith(networkFirstPage(event));
  else if (strategy === 'navigation') event.respondWith(networkOrOffline(request));
});
