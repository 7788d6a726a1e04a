import { staffManifest } from '@/lib/alerts';
import { getSite } from '@/lib/settings/index.server';

// The staff area's web app manifest: the staff area installs on a phone's home screen as its
// own app (scope /admin/). No personal data: served without a session, as browsers fetch it.

export const dynamic = 'force-dynamic';

export async function GET() {
  const site = await getSite();
  return new Response(JSON.stringify(staffManifest(site.name)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
