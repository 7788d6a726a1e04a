import 'server-only';
import { getLeadFile, type LeadFile } from '@/lib/lead-files/repository.server';
import type { Db } from '@/lib/db/kysely.server';
import type { LinkLookup } from '@/lib/leads/index.server';

/** The id shape of a lead file (a UUID): anything else is not looked up. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The file a customer's link may open: only a file of the lead that link opens (an unknown,
 * expired or other lead's link gets nothing, as does a file id of another lead).
 */
export async function fileForLink(
  db: Db,
  link: LinkLookup | { state: 'limited' },
  fileId: string,
): Promise<LeadFile | null> {
  if (link.state !== 'open' || !FILE_ID.test(fileId)) return null;
  const file = await getLeadFile(db, fileId);
  return file && file.leadId === link.lead.id ? file : null;
}

/** The file signed-in staff open (any lead's, as long as its lead is not purged). */
export async function fileForStaff(db: Db, signedIn: boolean, fileId: string): Promise<LeadFile | null> {
  if (!signedIn || !FILE_ID.test(fileId)) return null;
  return getLeadFile(db, fileId);
}

/** Where the customer's page opens a file of its lead. */
export const customerFilePath = (token: string, fileId: string) => `/talep/${token}/dosyalar/${fileId}`;
/** Where staff open a lead's file (outside /admin, so a signed-out request is a plain 404); `?indir=1` downloads it. */
export const staffFilePath = (fileId: string) => `/api/admin/talep-dosyalari/${fileId}`;
/** Where staff add a file to a lead (the lead page's uploader); `liste` keeps the list it was opened from. */
export const staffUploadPath = (leadId: string, list = '') =>
  `/api/admin/talepler/${encodeURIComponent(leadId)}/dosyalar${list ? `?${new URLSearchParams({ liste: list })}` : ''}`;
