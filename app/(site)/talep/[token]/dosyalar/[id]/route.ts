import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { fileForLink, fileNotFound, serveLeadFile, leadFileStore } from '@/lib/lead-files/index.server';
import { openCustomerPage } from '@/lib/leads/index.server';

// GET /talep/{token}/dosyalar/{id}: a photo or video of the lead the link opens, to the link's
// holder only (another lead's link, an expired or unknown one: 404), never cached on the way.

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ token: string; id: string }> }) {
  const { token, id } = await params;
  const db = await getDb();
  const opened = await openCustomerPage(db, token, request.headers, env().CUSTOMER_LINK_DAYS);
  if (opened.state === 'limited') return new Response('Çok fazla deneme', { status: 429 });
  const file = await fileForLink(db, opened, id);
  if (!file) return fileNotFound();
  return serveLeadFile(request, file, leadFileStore(), { download: new URL(request.url).searchParams.has('indir') });
}
