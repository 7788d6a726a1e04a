import Link from 'next/link';
import { Fragment } from 'react';
import { dashboardHref, type DashboardQuery, type listState } from '@/lib/admin/dashboard';
import { leadHref } from '@/lib/admin/paths';
import { describeEstimateInput } from '@/lib/estimate/index.server';
import { formatTlRange } from '@/lib/estimate';
import { LEAD_KINDS, leadListDetails, type Lead, formatNationalPhone } from '@/lib/leads';
import { deleteAction, markReadAction } from '../dashboard/actions';
import { restoreLeadAction } from '../dashboard/lead-actions';
import { BUTTON, Detail, leadCardId, type InboxMode } from './inbox-ui';

/** A lead card's details: contact, the kind's fields, the campaign and landing page, the estimate and the message. */
export function InboxCardDetails({ item }: { item: Lead }) {
  return (
    <>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="E-posta">{item.email ? <bdi>{item.email}</bdi> : '-'}</Detail>
        <Detail label="Telefon">
          {item.phone ? <bdi data-testid="inbox-phone">{formatNationalPhone(item.phone)}</bdi> : '-'}
        </Detail>
        {leadListDetails(item).map(({ label, parts, joiner }) => (
          <Detail key={label} label={label}>
            {parts.map((part, i) => (
              <Fragment key={i}>
                {i > 0 && joiner}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </Detail>
        ))}
        {item.attribution && (
          <Detail label="Kaynak" className="sm:col-span-2">
            {[item.attribution.utm_source, item.attribution.utm_campaign].filter(Boolean).map((value, i) => (
              <Fragment key={i}>
                {i > 0 && ' · '}
                <bdi>{value}</bdi>
              </Fragment>
            ))}
            {item.attribution.landingPage && (
              // Landing addresses can be hundreds of characters: two lines, the full one on hover and in the CSV.
              <bdi
                className="line-clamp-2 block break-all text-slate-600"
                title={item.attribution.landingPage}
                data-testid="inbox-landing-page"
              >
                {item.attribution.landingPage}
              </bdi>
            )}
          </Detail>
        )}
      </dl>
      {'estimate' in item && item.estimate && (
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="inbox-estimate">
          <strong className="text-brand-900">Tahmin: {formatTlRange(item.estimate.min, item.estimate.max)}</strong> ·{' '}
          {describeEstimateInput(item.estimate.inputs)}
        </p>
      )}
      {item.message && (
        <p
          dir="auto"
          className="mt-3 rounded-lg bg-white/70 p-3 text-sm break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200/70"
          data-testid="inbox-message"
        >
          {item.message}
        </p>
      )}
    </>
  );
}

/** A lead card's actions: open, mark read, "Sil" asking first; in "Silinenler", "Geri al". */
export function InboxCardActions({
  item,
  mode,
  query,
  state,
  back,
}: {
  item: Lead;
  mode: InboxMode;
  query: DashboardQuery;
  state: ReturnType<typeof listState>;
  back: string;
}) {
  const labels = LEAD_KINDS[item.kind].labels;
  const href = leadHref(item.kind, item.id, { liste: back });
  return query.confirmDelete === item.id ? (
    <div
      role="alertdialog"
      aria-labelledby={`sil-${item.id}`}
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3"
    >
      <p id={`sil-${item.id}`} className="text-sm font-semibold text-red-800">
        {labels.confirmDelete}
      </p>
      <form action={deleteAction}>
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`} autoFocus>
          Evet, sil
        </button>
      </form>
      <Link
        href={`${dashboardHref(state)}#${leadCardId(item.id)}`}
        className={`${BUTTON} text-slate-700 hover:underline`}
      >
        Vazgeç
      </Link>
    </div>
  ) : mode === 'deleted' ? (
    <div className="mt-3 flex flex-wrap gap-2">
      <form action={restoreLeadAction}>
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="liste" value={back} />
        <input type="hidden" name="to" value="list" />
        <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
          Geri al
        </button>
      </form>
      <Link href={href} className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
        Ayrıntılar
      </Link>
    </div>
  ) : (
    <div className="mt-3 flex flex-wrap gap-2">
      <Link
        href={href}
        className={`${BUTTON} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
        data-testid="inbox-open"
      >
        Aç · notlar ve durum
      </Link>
      {!item.isRead && (
        <form action={markReadAction}>
          <input type="hidden" name="kind" value={item.kind} />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
            {labels.markRead}
          </button>
        </form>
      )}
      <Link
        href={`${dashboardHref({ ...state, confirmDelete: item.id })}#${leadCardId(item.id)}`}
        className={`${BUTTON} border border-red-300 text-red-700 hover:bg-red-50`}
      >
        Sil
      </Link>
    </div>
  );
}
