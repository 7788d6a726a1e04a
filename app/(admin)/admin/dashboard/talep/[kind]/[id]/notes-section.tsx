import type { Db } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { NOTE_MAX_LENGTH, listLeadNotes } from '@/lib/leads/index.server';
import type { LeadKind } from '@/lib/validation/lead';
import { namesByEmail } from '@/lib/team/index.server';
import { addNoteAction } from '../../../lead-actions';
import { NoteControls } from './note-controls';
import { BUTTON, CARD, personLabel } from './lead-page-ui';

/** "Notlar": the lead's notes (the author may edit or delete their own) and "Not ekle". Loads its own rows. */
export async function NotesSection({
  db,
  kind,
  id,
  list,
  staffEmail,
  hidden,
}: {
  db: Db;
  kind: LeadKind;
  id: string;
  list: string;
  /** The signed-in staff member's e-mail: their own notes get the edit controls. */
  staffEmail: string;
  hidden: React.ReactNode;
}) {
  const [notes, names] = await Promise.all([listLeadNotes(db, kind, id), namesByEmail(db)]);
  const person = (email: string) => personLabel(names, email);
  return (
    <section className={`${CARD} mt-4`} aria-labelledby="notlar">
      <h2 id="notlar" className="font-bold text-slate-900">
        Notlar
      </h2>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Henüz not yok.</p>
      ) : (
        <ol className="mt-3 space-y-3" data-testid="lead-notes">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-slate-50 p-3" data-testid="lead-note">
              <p className="text-xs text-slate-500">
                {formatDateTime(n.createdAt)} · <bdi>{person(n.authorEmail)}</bdi>
              </p>
              <p dir="auto" className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
                {n.body}
              </p>
              {n.authorEmail === staffEmail && (
                <NoteControls kind={kind} leadId={id} noteId={n.id} body={n.body} list={list} />
              )}
            </li>
          ))}
        </ol>
      )}
      <form action={addNoteAction} className="mt-3 space-y-2">
        {hidden}
        <label className="block text-sm font-semibold text-slate-700" htmlFor="note">
          Not ekle
        </label>
        <textarea
          id="note"
          name="note"
          required
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          className="w-full rounded-lg border border-slate-300 p-3 text-base sm:text-sm"
        />
        <button type="submit" className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700 sm:w-auto`}>
          Notu kaydet
        </button>
      </form>
    </section>
  );
}
