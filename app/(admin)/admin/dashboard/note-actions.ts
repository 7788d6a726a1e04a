'use server';

import { z } from 'zod';
import { dashboardHref } from '@/lib/admin/dashboard';
import { leadHref } from '@/lib/admin/paths';
import { staffAction, type FormFields } from '@/lib/admin/staff-action.server';
import { getDb } from '@/lib/db/kysely.server';
import { LEAD_KIND_IDS, isLeadKind, type LeadKind } from '@/lib/leads';
import { deleteLeadNote, editLeadNote, NOTE_MAX_LENGTH } from '@/lib/leads/index.server';
import { idField, oneOf, returnField, textField } from '@/lib/validation/form-fields';
import { ACTION_NEEDS } from '@/lib/auth/permissions';

// A note corrected or removed by its author (lib/leads/notes.server.ts), from the lead page.

const FAILED = 'not-degistirilemedi';
const note = { kind: oneOf(LEAD_KIND_IDS), id: idField(), noteId: idField(), liste: returnField(500) };

function back({ kind, id, liste }: { kind: LeadKind; id: string; liste: string }, notice: string): string {
  return `${leadHref(kind, id, { bildirim: notice, ...(liste ? { liste } : {}) })}#notlar`;
}

const signInReturn = (fields: FormFields) =>
  isLeadKind(fields.kind) ? leadHref(fields.kind, fields.id ?? '') : undefined;
const refused = (fields: FormFields, notice = FAILED) =>
  isLeadKind(fields.kind)
    ? back({ kind: fields.kind, id: fields.id ?? '', liste: (fields.liste ?? '').slice(0, 500) }, notice)
    : dashboardHref({ tab: 'teklifler', notice: FAILED });

/** Replaces a note's text; only its author may. */
export const editNoteAction = staffAction({
  name: 'note edit',
  role: ACTION_NEEDS.editNoteAction,
  form: z.object({ ...note, note: textField({ max: NOTE_MAX_LENGTH, required: true }) }),
  signInReturn,
  work: async ({ kind, id, noteId, note: body }, staff) => editLeadNote(await getDb(), kind, id, noteId, body, staff),
  done: (input, ok) => back(input, ok ? 'not-duzeltildi' : FAILED),
  refused: (fields) => refused(fields, (fields.note ?? '').trim() ? FAILED : 'not-bos'),
});

/** Removes a note; only its author may. */
export const deleteNoteAction = staffAction({
  name: 'note delete',
  role: ACTION_NEEDS.deleteNoteAction,
  form: z.object(note),
  signInReturn,
  work: async ({ kind, id, noteId }, staff) => deleteLeadNote(await getDb(), kind, id, noteId, staff),
  done: (input, ok) => back(input, ok ? 'not-silindi' : FAILED),
  refused: (fields) => refused(fields),
});
