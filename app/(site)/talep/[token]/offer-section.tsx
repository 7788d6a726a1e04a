import { ChevronDown as ChevronDownIcon, FileDown as FileDownIcon } from '@/components/ui/icons';
import { ConditionRecord } from '@/components/offers/condition-record';
import { formatDateTime } from '@/lib/format';
import {
  type AnswerFlash,
  offerPdfPath,
  CONDITION_RECORD_NOTE,
  conditionRecordRows,
  type OfferSnapshot,
} from '@/lib/offers';
import { OPEN_STATES, type ShownOffer } from '@/lib/offers/index.server';
import { AcceptForm, AnswerForms } from './offer-forms';

// The written offer on the customer's page (docs/decisions/037): everything the snapshot holds,
// rendered from it and nothing else, so what is accepted is what was shown. Plain HTML.

const box = 'mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:border-0 print:p-0';

const STATE_NOTES: Partial<Record<ShownOffer['state'], { text: string; tone: string }>> = {
  withdrawn: { text: 'Bu teklif geri çekildi. Yeni teklif için bize ulaşın.', tone: 'bg-slate-100 text-slate-800' },
  expired: {
    text: 'Bu teklifin geçerlilik süresi doldu; yeni teklif için bize ulaşın.',
    tone: 'bg-amber-50 text-amber-900',
  },
  change: {
    text: 'Değişiklik isteğinizi aldık; size yeni bir teklifle döneceğiz. Bu teklifi yine de onaylayabilirsiniz.',
    tone: 'bg-brand-50 text-brand-900',
  },
  declined: {
    text: 'Bu teklifi istemediğinizi bize bildirdiniz. Fikrinizi değiştirirseniz bize ulaşın.',
    tone: 'bg-slate-100 text-slate-800',
  },
  superseded: { text: 'Bu teklifin yerini yeni teklif aldı.', tone: 'bg-slate-100 text-slate-800' },
};

export function OfferSection({
  pagePath,
  current,
  older,
  flash,
}: {
  pagePath: string;
  current: ShownOffer;
  older: ShownOffer[];
  flash: AnswerFlash | null;
}) {
  const s = current.snapshot;
  const open = OPEN_STATES.includes(current.state);
  const note = STATE_NOTES[current.state];
  const ownFlash = flash && flash.version === s.version ? flash : null;
  return (
    <section aria-labelledby="teklif" className={box} data-testid="offer" data-offer-state={current.state}>
      <h2 id="teklif" className="text-lg font-semibold text-slate-900">
        {current.acceptance ? 'Onayladığınız teklif' : 'Teklifimiz'}
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="offer-version">
        Sürüm {s.version} · {formatDateTime(s.sentAt)} tarihinde gönderildi
      </p>
      {note && (
        <p className={`mt-3 rounded-lg p-3 text-sm ${note.tone}`} role="status" data-testid="offer-state-note">
          {note.text}
        </p>
      )}
      {current.acceptance && <AcceptanceRecord acceptance={current.acceptance} />}

      <OfferBody snapshot={s} foldTerms={Boolean(current.acceptance)} />
      {current.acceptance && s.surveyFiles?.length ? (
        <ConditionRecord rows={conditionRecordRows(s.surveyFiles)} note={CONDITION_RECORD_NOTE} />
      ) : null}

      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 print:hidden">
        <a
          href={offerPdfPath(pagePath, s.version)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-2"
          data-testid="offer-pdf"
        >
          <FileDownIcon className="size-5" aria-hidden="true" />
          {current.acceptance ? 'Sözleşmeyi indir (PDF)' : 'Teklifi indir (PDF)'}
        </a>
      </p>

      {open ? (
        <>
          <AcceptForm pagePath={pagePath} snapshot={s} flash={ownFlash?.intent === 'accept' ? ownFlash : null} />
          <AnswerForms pagePath={pagePath} version={s.version} state={current.state} flash={ownFlash} />
        </>
      ) : (
        !current.acceptance && <Assumptions items={s.assumptions} />
      )}

      {older.length > 0 && (
        <div className="mt-6 border-t border-slate-200 pt-4 print:hidden" data-testid="offer-older">
          <h3 className="font-semibold text-slate-900">Önceki teklifler</h3>
          <ul className="mt-2 space-y-3 text-sm">
            {older.map((o) => (
              <li key={o.offer.id} data-offer-version={o.offer.version} data-offer-state={o.state}>
                <span className="font-medium">Sürüm {o.offer.version}</span> · {o.snapshot.totalText} ·{' '}
                {o.state === 'accepted'
                  ? `${formatDateTime(o.acceptance?.acceptedAt ?? o.offer.responseAt ?? '')} tarihinde onayladınız`
                  : o.state === 'withdrawn'
                    ? 'Bu teklif geri çekildi.'
                    : 'Bu teklifin yerini yeni teklif aldı.'}{' '}
                <a href={offerPdfPath(pagePath, o.offer.version)} className="text-brand-700 underline">
                  PDF
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function AcceptanceRecord({ acceptance }: { acceptance: NonNullable<ShownOffer['acceptance']> }) {
  return (
    <div className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-950" data-testid="offer-acceptance">
      <p className="font-semibold">Teklifi onayladınız. Teşekkür ederiz.</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>Onaylayan</dt>
        <dd data-testid="offer-accepted-name">{acceptance.fullName}</dd>
        <dt>Zaman</dt>
        <dd>{formatDateTime(acceptance.acceptedAt)}</dd>
        <dt>Alınacak adres</dt>
        <dd>{acceptance.fromAddress}</dd>
        <dt>Götürülecek adres</dt>
        <dd>{acceptance.toAddress}</dd>
        <dt>Kayıt özeti</dt>
        <dd className="font-mono text-xs break-all" data-testid="offer-accepted-hash">
          {acceptance.snapshotSha256}
        </dd>
      </dl>
    </div>
  );
}

function Assumptions({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">Fiyatın dayandığı bilgiler</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Everything the snapshot says, in the order the PDF prints it. `foldTerms`: an accepted offer's
 * carrier and legal notices sit behind one line that opens in place (docs/decisions/056); they
 * print unfolded (globals.css).
 */
export function OfferBody({ snapshot: s, foldTerms = false }: { snapshot: OfferSnapshot; foldTerms?: boolean }) {
  const terms = (
    <>
      <div className="mt-4 text-sm text-slate-700" data-testid="offer-company">
        <h3 className="font-semibold text-slate-900">Taşıyıcı</h3>
        <p>{s.company.legalName}</p>
        <p>{s.company.address}</p>
        <p>
          {s.company.phone} · {s.company.email}
        </p>
        {s.company.k3Line && <p>{s.company.k3Line}</p>}
        {s.company.insurerLine && <p>{s.company.insurerLine}</p>}
      </div>
      <div className="mt-4 space-y-3 text-sm text-slate-700" data-testid="offer-notices">
        {s.notices.map((n) => (
          <div key={n.title}>
            <h3 className="font-semibold text-slate-900">{n.title}</h3>
            <p>{n.text}</p>
          </div>
        ))}
      </div>
    </>
  );
  return (
    <>
      <div className="mt-4 rounded-lg bg-brand-50 p-3 print:bg-white">
        <p className="text-slate-700">Toplam</p>
        <p className="text-3xl font-bold text-brand-900" data-testid="offer-total">
          {s.totalText}
        </p>
        <p className="mt-1 text-sm text-slate-700" data-testid="offer-vat">
          {s.vat.statement}
        </p>
      </div>
      <table className="mt-4 w-full text-sm" data-testid="offer-lines">
        <caption className="sr-only">Fiyatın kalemleri</caption>
        <tbody>
          {s.lines.map((line, i) => (
            <tr key={i} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
                {line.label}
              </th>
              <td className="py-2 text-right whitespace-nowrap text-slate-900">{line.amountText}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-2 pr-3 text-left font-semibold">
              Toplam
            </th>
            <td className="pt-2 text-right font-semibold whitespace-nowrap">{s.totalText}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-y-2">
        <dt className="text-sm text-slate-600">Taşıma tarihi</dt>
        <dd className="font-semibold" data-testid="offer-date">
          {s.moveDateText}
        </dd>
        {s.vehicles && (
          <>
            <dt className="text-sm text-slate-600">Araç</dt>
            <dd>{s.vehicles}</dd>
          </>
        )}
        {s.crew && (
          <>
            <dt className="text-sm text-slate-600">Ekip</dt>
            <dd>{s.crew}</dd>
          </>
        )}
        <dt className="text-sm text-slate-600">Geçerlilik</dt>
        <dd>{s.validUntilText} tarihine kadar</dd>
        <dt className="text-sm text-slate-600">Ödeme</dt>
        <dd>{s.paymentTerms}</dd>
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <List title="Fiyata dahil" items={s.included} testId="offer-included" />
        <List title="Fiyata dahil değil" items={s.excluded} testId="offer-excluded" />
      </div>
      {s.note && (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 whitespace-pre-line text-slate-800">
          <span className="font-semibold">Not: </span>
          {s.note}
        </p>
      )}
      {foldTerms ? (
        <details className="group mt-4 rounded-lg border border-slate-200" data-testid="offer-terms" data-print-open>
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-3 py-2 font-semibold text-slate-900 print:hidden [&::-webkit-details-marker]:hidden">
            Taşıyıcı ve yasal bildirimler
            <ChevronDownIcon
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-3 pb-3 [&>div:first-child]:mt-0">{terms}</div>
        </details>
      ) : (
        terms
      )}
    </>
  );
}

function List({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {items.length ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-600">—</p>
      )}
    </div>
  );
}
