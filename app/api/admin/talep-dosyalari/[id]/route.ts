import { getAdminSession } from '@/lib/auth/guard.server';
import { getDb } from '@/lib/db/kysely.server';
import { fileForStaff } from '@/lib/lead-files/access.server';
import { fileNotFound, serveLeadFile } from '@/lib/lead-files/serve.server';
import { leadFileStore } from '@/lib/lead-files/store.server';

// GET /api/admin/talep-dosyalari/{id}: a lead's photo or video to signed-in staff (the lead page's
// lightbox); ?indir=1 downloads it. Without a session: the same 404 as a file that is not there.

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await getAdminSession();
  const file = await fileForStaff(await getDb(), session !== null, id);
  if (!file) return fileNotFound();
  return serveLeadFile(request, file, leadFileStore(), { download: new URL(request.url).searchParams.has('indir') });
}
