// The staff area's service worker (served at /admin/sw.js, scope /admin/). It shows the alerts
// and opens the lead when one is tapped. It has no fetch handler and never uses the Cache API:
// pages always come from the network, and no customer's data stays on a phone.
import { ADMIN_PATHS } from '@/lib/admin/paths';

export const SERVICE_WORKER_SCOPE = `${ADMIN_PATHS.root}/`;

/** The worker's script. */
export function serviceWorkerSource(): string {
  return `// The staff area's service worker: alerts only, nothing cached.
const SCOPE = ${JSON.stringify(SERVICE_WORKER_SCOPE)};
const DASHBOARD = ${JSON.stringify(ADMIN_PATHS.dashboard)};
const SUBSCRIPTION = ${JSON.stringify(ADMIN_PATHS.alertSubscription)};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (_) {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : 'Yeni bildirim';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      renotify: typeof data.tag === 'string',
      icon: '/admin-icons/icon-192.png',
      badge: '/admin-icons/badge-96.png',
      data: { url: typeof data.url === 'string' ? data.url : DASHBOARD },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let url = new URL(DASHBOARD, self.location.origin);
  try {
    const wanted = new URL((event.notification.data && event.notification.data.url) || DASHBOARD, self.location.origin);
    // Only a page of the staff area on this site.
    if (wanted.origin === self.location.origin && wanted.pathname.startsWith(SCOPE)) url = wanted;
  } catch (_) {}
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url.startsWith(self.location.origin + SCOPE) && 'navigate' in client)
          return client.navigate(url.href).then((c) => (c ? c.focus() : self.clients.openWindow(url.href)));
      }
      return self.clients.openWindow(url.href);
    }),
  );
});

// The push service renewed the subscription: the new one is stored for the same person.
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription && event.oldSubscription.options;
  if (!options || !options.applicationServerKey) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey })
      .then((subscription) =>
        fetch(SUBSCRIPTION, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(subscription.toJSON()),
        }),
      ),
  );
});

`;
}
