import { staffAccess } from '@/lib/auth/guard.server';
import { ROUTE_NEEDS } from '@/lib/auth/permissions';
import { isAssignedWork } from '@/lib/team/index.server';
import { getDb } from '@/lib/db/kysely.server';
import { fileForStaff, fileNotFound, serveLeadFile, leadFileStore } from '@/lib/lead-files/index.server';

// GET /api/admin/talep-dosyalari/{id}: a lead's photo or video to signed-in staff (the lead page's
// lightbox); ?indir=1 downloads it. Without a session: the same 404 as a file that is not there;
// saha staff only the files of the leads assigned to them (lib/auth/permissions.ts).

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { session, allowed, assignedOnly } = await staffAccess(
    ROUTE_NEEDS['app/api/admin/talep-dosyalari/[id]/route.ts'],
  );
  if (!session) return fileNotFound();
  if (!allowed)
    return new Response('Bu dosya için yetkiniz yok.', { status: 403, headers: { 'Cache-Control': 'no-store' } });
  const db = await getDb();
  const file = await fileForStaff(db, true, id);
  // Saha staff: only the files of the leads whose survey or move is theirs.
  if (!file || (assignedOnly && !(await isAssignedWork(db, session.userId, file.leadId)))) return fileNotFound();
  return serveLeadFile(request, file, leadFileStore(), { download: new URL(request.url).searchParams.has('indir') });
}
