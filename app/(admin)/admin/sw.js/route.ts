import { serviceWorkerSource } from '@/lib/alerts';

// The staff area's service worker (lib/alerts/service-worker.ts). It holds no personal data, so
// it is served without a session: browsers fetch a worker script without waiting for a sign-in.

export const dynamic = 'force-static';

export function GET() {
  return new Response(serviceWorkerSource(), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
