import { NOTE_MAX_LENGTH } from '@/lib/leads/index.server';
import type { LeadKind } from '@/lib/leads';
import { deleteNoteAction, editNoteAction } from '../../../note-actions';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap';

/**
 * Under a note its author wrote: "Düzelt" opens the text to correct it, "Sil" asks once more
 * where the tap was. Plain forms and `<details>`: no JavaScript needed.
 */
export function NoteControls({
  kind,
  leadId,
  noteId,
  body,
  list,
}: {
  kind: LeadKind;
  leadId: string;
  noteId: string;
  body: string;
  list: string;
}) {
  const hidden = (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={leadId} />
      <input type="hidden" name="noteId" value={noteId} />
      <input type="hidden" name="liste" value={list} />
    </>
  );
  return (
    <div className="mt-2 flex flex-wrap gap-2" data-testid="note-controls">
      <details className="w-full sm:w-auto">
        <summary className={`${BUTTON} cursor-pointer border border-slate-300 bg-white text-slate-700`}>Düzelt</summary>
        <form action={editNoteAction} className="mt-2 space-y-2">
          {hidden}
          <label className="sr-only" htmlFor={`not-${noteId}`}>
            Notun yeni metni
          </label>
          <textarea
            id={`not-${noteId}`}
            name="note"
            required
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            defaultValue={body}
            className="w-full rounded-lg border border-slate-300 p-3 text-base sm:text-sm"
          />
          <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
            Düzeltmeyi kaydet
          </button>
        </form>
      </details>
      <details className="w-full sm:w-auto">
        <summary className={`${BUTTON} cursor-pointer border border-red-300 bg-white text-red-700`}>Sil</summary>
        <form action={deleteNoteAction} className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2">
          {hidden}
          <span className="text-sm font-semibold text-red-800">Bu not silinsin mi? İşlem geçmişinde kalır.</span>
          <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}>
            Evet, notu sil
          </button>
        </form>
      </details>
    </div>
  );
}
