/// <reference lib="webworker" />
// The portal's service worker (Serwist), bundled by scripts/build-sw.mjs after `next build` into
// public/sw.js with the precache list of that build. What it does, and what it must never do, is in
// docs/decisions.md ("The installable app and its service worker").
import { CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, type PrecacheEntry } from 'serwist';
import { openNotificationLink, safeLink } from '../src/lib/notification-click';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/** The page shown when a navigation fails for want of a network (public/offline.html). */
const OFFLINE_PAGE = '/offline.html';

const serwist = new Serwist({
  // Replaced by the build with this build's files: the shell's scripts and styles, the offline page and icons.
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    // Pages carry a fresh CSP nonce and the signed-in person's data: never cached, always from the network.
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
    // Build files and fonts never change under one name.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/fonts/')),
      handler: new CacheFirst({ cacheName: 'static', plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })] }),
    },
    // Nothing else (the API under /backend/, live events, files) is touched: it goes to the network as if there were no worker.
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === 'document' }] },
});
serwist.addEventListeners();

type PushData = { title?: string; link?: string; tag?: string };

function readPush(event: PushEvent): PushData {
  try {
    return (event.data?.json() as PushData) ?? {};
  } catch {
    return {};
  }
}

// A push (modules/push on the API): a title and the page to open, nothing more.
self.addEventListener('push', (event) => {
  const data = readPush(event);
  event.waitUntil(
    self.registration.showNotification(data.title || '새 알림이 있습니다.', {
      body: '눌러서 확인해 보세요.',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'ko',
      tag: data.tag,
      data: { link: safeLink(data.link) },
    }),
  );
});

// Tapping a notification opens its page: in a tab of the portal already open (focused and sent
// there), or in a new window.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: unknown } | null)?.link;
  event.waitUntil(openNotificationLink(link, self.location.origin, self.clients));
});
