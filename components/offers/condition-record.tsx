import { ShieldCheck as ShieldCheckIcon } from '@/components/ui/icons';
import {
  CONDITION_CHECK_LABELS,
  CONDITION_RECORD_TITLE,
  type ConditionCheck,
  type ConditionRecordRow,
} from '@/lib/offers';

const CHECK_TONE: Record<ConditionCheck, string> = {
  unchanged: 'bg-green-100 text-green-900',
  missing: 'bg-slate-200 text-slate-800',
  mismatch: 'bg-red-100 text-red-900',
};

/** A file of the lead that is not in the record (staff only). */
export interface UnrecordedFile {
  id: string;
  label: string;
  room: string;
  name: string | null;
  addedText: string;
  byStaff: boolean;
}

/**
 * "Taşınma öncesi durum kaydı": the photos and videos an accepted offer's snapshot names, each
 * with the start of its SHA-256 fingerprint (the whole one in a details element, reachable by
 * keyboard). Staff also see each file checked against the store, and the files added since.
 * Plain HTML: works without JavaScript and in print.
 */
export function ConditionRecord({
  rows,
  note,
  checks,
  notRecorded,
  headingLevel = 3,
}: {
  rows: ConditionRecordRow[];
  note: string;
  checks?: ConditionCheck[];
  notRecorded?: UnrecordedFile[];
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div
      className="mt-4 break-inside-avoid rounded-lg border border-slate-200 p-3 text-sm"
      data-testid="condition-record"
    >
      <Heading className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheckIcon className="size-5 shrink-0 text-green-700" aria-hidden="true" />
        {CONDITION_RECORD_TITLE}
      </Heading>
      <p className="mt-1 text-slate-700">{note}</p>
      <ol className="mt-2 divide-y divide-slate-100" data-testid="condition-record-files">
        {rows.map((row, i) => {
          const check = checks?.[i];
          return (
            <li key={`${row.sha256}-${i}`} className="py-2" data-check={check}>
              <p className="[overflow-wrap:anywhere] text-slate-900">
                <span className="font-semibold">{row.label}</span>
                {/* Inline text: it reads, wraps and copies as one line. */}
                <span> · {row.room}</span>
                {row.name && <span> · {row.name}</span>}
                {row.addedText && <span className="text-slate-600"> · {row.addedText}</span>}
                {check && ' '}
                {check && (
                  <span
                    className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${CHECK_TONE[check]}`}
                    data-testid="condition-record-check"
                  >
                    {CONDITION_CHECK_LABELS[check]}
                  </span>
                )}
              </p>
              <details className="mt-1 text-slate-700">
                <summary className="cursor-pointer py-2">
                  SHA-256: <code className="font-mono text-xs">{row.shortSha256}…</code>
                  <span className="sr-only"> (parmak izinin tamamını göster)</span>
                </summary>
                <code className="block font-mono text-xs break-all" data-testid="condition-record-sha256">
                  {row.sha256}
                </code>
              </details>
            </li>
          );
        })}
      </ol>
      {notRecorded && notRecorded.length > 0 && (
        <div className="mt-2 border-t border-slate-200 pt-2" data-testid="condition-record-later">
          <Heading className="font-semibold text-slate-900">Kabulden sonra eklenenler</Heading>
          <p className="mt-1 text-slate-600">Bu dosyalar kayıtta yoktur; taşınma öncesi durumun kanıtı sayılmaz.</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
            {notRecorded.map((file) => (
              <li key={file.id}>
                {[file.label, file.room, file.name, file.addedText].filter(Boolean).join(' · ')}
                {file.byStaff && ' · Ekip ekledi'}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
