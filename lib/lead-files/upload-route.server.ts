import 'server-only';
import type { Db } from '@/lib/db/kysely.server';
import { isRoomKey } from '@/lib/leads';
import { discardUpload, receiveUpload } from '@/lib/media/index.server';
import type { FileStore } from '@/lib/storage/storage.server';
import { LEAD_FILE_MESSAGES, type LeadFileAnswer } from './rules';
import { LEAD_FILE_RULES, saveLeadFile } from './save.server';

/** The notice codes a form without JavaScript is sent back with (?dosya=…): known messages only. */
export const NOTICE_CODES = {
  'foto-eklendi': LEAD_FILE_MESSAGES.saved('photo'),
  'video-eklendi': LEAD_FILE_MESSAGES.saved('video'),
  tur: LEAD_FILE_MESSAGES.type,
  'foto-boyut': LEAD_FILE_MESSAGES.photoSize,
  'video-boyut': LEAD_FILE_MESSAGES.videoSize,
  'video-sure': LEAD_FILE_MESSAGES.videoLength,
  'video-okunamadi': LEAD_FILE_MESSAGES.videoUnreadable,
  'foto-okunamadi': LEAD_FILE_MESSAGES.photoUnreadable,
  'foto-kota': LEAD_FILE_MESSAGES.photoQuota,
  'video-kota': LEAD_FILE_MESSAGES.videoQuota,
  kota: LEAD_FILE_MESSAGES.bytesQuota,
  oda: LEAD_FILE_MESSAGES.room,
  'tasinma-sonrasi': LEAD_FILE_MESSAGES.afterMove,
  dosya: LEAD_FILE_MESSAGES.missing,
  hata: LEAD_FILE_MESSAGES.generic,
} as const;
export type NoticeCode = keyof typeof NOTICE_CODES;

export const noticeCode = (message: string): NoticeCode =>
  (Object.entries(NOTICE_CODES).find(([, text]) => text === message)?.[0] as NoticeCode | undefined) ?? 'hata';

export const noticeMessage = (code: string | undefined): { ok: boolean; message: string } | null =>
  code && code in NOTICE_CODES ? { ok: code.endsWith('-eklendi'), message: NOTICE_CODES[code as NoticeCode] } : null;

export interface UploadTarget {
  db: Db;
  store: FileStore;
  leadId: string;
  uploadedBy: string;
  /** Where the kept file is opened by whoever uploaded it. */
  fileUrl(id: string): string;
  /**
   * Whether a posted damage report id is one of this lead's open reports (issue 29). Without it,
   * a file posted with a damage report id is refused: nothing is filed under an unchecked id.
   */
  damageReportAllowed?(damageReportId: string): Promise<boolean>;
  /**
   * Whether the survey (the pre-move condition record) still takes files: not once the move
   * is over (a damage report's files still go to the report). Without it, it does.
   */
  surveyOpen?(): Promise<boolean>;
}

/**
 * One file of a lead, posted as multipart (fields "room", optional "damageReportId", then
 * "file"): read as it arrives, sniffed, checked against the lead's quota and kept
 * (lib/lead-files/save.server.ts). Returns the answer and its HTTP status.
 */
export async function receiveLeadFile(
  request: Request,
  target: UploadTarget,
): Promise<{ status: number; answer: LeadFileAnswer }> {
  const upload = await receiveUpload(request, LEAD_FILE_RULES, target.store).catch((error: unknown) => {
    console.error('[lead-files] upload could not be read:', error instanceof Error ? error.message : error);
    return null;
  });
  if (!upload) return { status: 400, answer: { ok: false, message: LEAD_FILE_MESSAGES.generic } };
  const room = upload.fields.room ?? '';
  if (!isRoomKey(room)) {
    await discardUpload(upload);
    return { status: 400, answer: { ok: false, message: LEAD_FILE_MESSAGES.room } };
  }
  const damageReportId = (upload.fields.damageReportId ?? '').trim().slice(0, 64) || null;
  if (damageReportId && !(await target.damageReportAllowed?.(damageReportId))) {
    await discardUpload(upload);
    return { status: 400, answer: { ok: false, message: LEAD_FILE_MESSAGES.generic } };
  }
  if (!damageReportId && target.surveyOpen && !(await target.surveyOpen())) {
    await discardUpload(upload);
    return { status: 400, answer: { ok: false, message: LEAD_FILE_MESSAGES.afterMove } };
  }
  try {
    const saved = await saveLeadFile(upload, { ...target, room, damageReportId });
    if (!saved.ok) return { status: saved.status, answer: { ok: false, message: saved.message } };
    const { id, kind } = saved.file;
    return {
      status: 200,
      answer: { ok: true, message: LEAD_FILE_MESSAGES.saved(kind), file: { id, kind, room, url: target.fileUrl(id) } },
    };
  } catch (error) {
    console.error('[lead-files] upload failed:', error instanceof Error ? error.message : error);
    await discardUpload(upload);
    return { status: 500, answer: { ok: false, message: LEAD_FILE_MESSAGES.generic } };
  }
}
