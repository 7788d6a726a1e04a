import { Fragment } from 'react';
import { describeEstimateInput } from '@/lib/estimate/index.server';
import { formatTlRange } from '@/lib/estimate';
import { LEAD_KINDS, leadDetails, formatNationalPhone, sourceLabel, type Lead } from '@/lib/leads';
import { CARD, Row } from './lead-page-ui';

/** "Bilgiler": every field the customer sent, the source, whether it was reviewed, the estimate and the message. */
export function DetailsSection({ lead }: { lead: Lead }) {
  const kind = lead.kind;
  return (
    <section className={`${CARD} mt-4`} aria-labelledby="bilgiler">
      <h2 id="bilgiler" className="font-bold text-slate-900">
        Bilgiler
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Row label="E-posta">{lead.email ? <bdi>{lead.email}</bdi> : '-'}</Row>
        <Row label="Telefon">
          {lead.phone ? <bdi data-testid="lead-phone">{formatNationalPhone(lead.phone)}</bdi> : '-'}
        </Row>
        {leadDetails(lead).map(([label, value]) => (
          <Row key={label} label={label}>
            <bdi>{value}</bdi>
          </Row>
        ))}
        <Row label="Kaynak">
          {sourceLabel(lead.source)}
          {lead.attribution &&
            Object.entries(lead.attribution).map(([k, v]) => (
              <Fragment key={k}>
                <br />
                <span className="text-slate-500">{k}:</span> <bdi className="break-all">{v}</bdi>
              </Fragment>
            ))}
        </Row>
        <Row label="İnceleme">{lead.isRead ? LEAD_KINDS[kind].labels.read : LEAD_KINDS[kind].labels.unread}</Row>
      </dl>
      {lead.kind === 'quote' && lead.estimate && (
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="lead-estimate">
          <strong className="text-brand-900">Tahmin: {formatTlRange(lead.estimate.min, lead.estimate.max)}</strong> ·{' '}
          {describeEstimateInput(lead.estimate.inputs)}
        </p>
      )}
      {lead.message && (
        <p
          dir="auto"
          className="mt-3 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800"
        >
          {lead.message}
        </p>
      )}
    </section>
  );
}
