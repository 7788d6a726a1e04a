'use client';

import Link from 'next/link';
import { Fragment } from 'react';
import { leadHref } from '@/lib/admin/paths';
import { LEAD_KINDS, formatNationalPhone, statusLabel } from '@/lib/leads';
import { toE164, whatsappLink } from '@/lib/phone';
import { deleteAction, markReadAction } from '../dashboard/actions';
import { restoreLeadAction } from '../dashboard/lead-actions';
import type { InboxRow } from './inbox-row.server';
import { StatusPill, leadCardId, type InboxMode } from './inbox-ui';

// The rows of the lead list. A client component on purpose: the page's payload then carries each
// row as the small object inbox-row.server.ts makes on the server, not as its whole rendered tree, and
// the rows' classes are the staff area's few component classes (app/(admin)/staff.css), not long
// lists of utilities (issue 35: a list of 20 rows was 280–330 KB of HTML). Everything is
// formatted already; the forms post to server actions, so they work without JavaScript as before.

interface ListProps {
  /** The list's own address as the lead page's `liste` parameter, for its way back. */
  back: string;
  /** The list's own address (dashboardHref), for "Sil" and "Vazgeç". */
  list: string;
  mode: InboxMode;
}

/** The lead list's rows. */
export function InboxCards({ rows, ...list }: ListProps & { rows: InboxRow[] }) {
  return (
    <ul className="mt-4 space-y-3" data-testid="inbox-list">
      {rows.map((row) => (
        <InboxCard key={row.id} row={row} {...list} />
      ))}
    </ul>
  );
}

/** A sprite icon of the list (inbox-list.tsx draws the symbols once). */
function Icon({ name }: { name: 'phone' | 'wa' | 'mail' }) {
  return (
    <svg aria-hidden="true">
      <use href={`#i-${name}`} />
    </svg>
  );
}

/** One lead in the list: name, badges, dates and one-tap replies, then its details and actions. */
function InboxCard({ row, ...list }: ListProps & { row: InboxRow }) {
  const labels = LEAD_KINDS[row.kind].labels;
  // A new quote request reads "Yeni" once, not twice.
  const readText = !row.unread ? labels.read : labels.unread !== statusLabel(row.status) ? labels.unread : null;
  const e164 = row.phone ? toE164(row.phone) : null;
  return (
    <li id={leadCardId(row.id)} data-testid="inbox-item" data-unread={row.unread && 'true'} className="lead-card">
      <div className="lead-head">
        <div className="min-w-0">
          <p className="lead-name">
            <bdi data-testid="inbox-name">{row.name}</bdi>{' '}
            <StatusPill status={row.status} text={row.statusText ?? statusLabel(row.status)} />{' '}
            {row.offer && (
              <span className={`pill mr-1 ${row.offer.tone}`} data-testid="inbox-offer-state">
                {row.offer.text}
              </span>
            )}
            {row.inventory && (
              <span className="pill mr-1 bg-sky-100 text-sky-900" data-testid="inbox-inventory">
                Eşya listesi
              </span>
            )}
            {row.files && (
              <span className="pill mr-1 bg-sky-100 text-sky-900" data-testid="inbox-has-files">
                Fotoğraf var
              </span>
            )}
            {readText && (
              <span
                className={`pill ml-1 ${row.unread ? 'bg-amber-200 text-amber-900' : 'bg-slate-100 text-slate-600'}`}
              >
                {readText}
              </span>
            )}
          </p>
          <p className="lead-meta">{row.meta}</p>
          {row.followUp && (
            <p
              className={`mt-1 text-sm font-semibold ${row.followUp.overdue ? 'text-red-700' : 'text-slate-700'}`}
              data-testid="inbox-follow-up"
            >
              {row.followUp.text}
            </p>
          )}
          {row.deleted && <p className="mt-1 text-sm text-slate-600">{row.deleted}</p>}
        </div>
        <div className="lead-contact">
          {e164 && (
            <>
              <a href={`tel:${e164}`} className="contact-link">
                <Icon name="phone" /> Ara
              </a>
              <a
                href={whatsappLink(
                  e164,
                  `Merhaba ${row.name.split(' ')[0]}, ${row.reference ?? ''} numaralı talebiniz hakkında yazıyoruz.`,
                )}
                target="_blank"
                rel="noopener noreferrer"
                className="contact-link"
              >
                <Icon name="wa" /> WhatsApp
              </a>
            </>
          )}
          {/* A lead staff entered from a phone call may have no e-mail. */}
          {row.email && (
            <a href={`mailto:${row.email}`} className="contact-link">
              <Icon name="mail" /> E-posta
            </a>
          )}
        </div>
      </div>
      <InboxCardDetails row={row} />
      <InboxCardActions row={row} {...list} />
    </li>
  );
}

/** A labelled value of a lead card (app/(admin)/staff.css styles the list's `dt` and `dd`). */
function Detail({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A lead card's details: contact, the kind's fields, the campaign and landing page, the estimate and the message. */
function InboxCardDetails({ row }: { row: InboxRow }) {
  return (
    <>
      <dl className="lead-details">
        <Detail label="E-posta">{row.email ? <bdi>{row.email}</bdi> : '-'}</Detail>
        <Detail label="Telefon">
          {row.phone ? <bdi data-testid="inbox-phone">{formatNationalPhone(row.phone)}</bdi> : '-'}
        </Detail>
        {LEAD_KINDS[row.kind].listDetails.map(({ label, joiner = ' ' }, field) => (
          <Detail key={label} label={label}>
            {row.details[field]?.map((part, i) => (
              <Fragment key={i}>
                {i > 0 && joiner}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </Detail>
        ))}
        {row.attribution && (
          <Detail label="Kaynak" wide>
            {row.attribution.values.map((value, i) => (
              <Fragment key={i}>
                {i > 0 && ' · '}
                <bdi>{value}</bdi>
              </Fragment>
            ))}
            {row.attribution.landingPage && (
              // Landing addresses can be hundreds of characters: two lines, the full one on hover and in the CSV.
              <bdi className="lead-landing" title={row.attribution.landingPage} data-testid="inbox-landing-page">
                {row.attribution.landingPage}
              </bdi>
            )}
          </Detail>
        )}
      </dl>
      {row.estimate && (
        <p className="lead-estimate" data-testid="inbox-estimate">
          <strong>{`Tahmin: ${row.estimate.range}`}</strong>
          {` · ${row.estimate.text}`}
        </p>
      )}
      {row.message && (
        <p dir="auto" className="lead-message" data-testid="inbox-message">
          {row.message}
        </p>
      )}
    </>
  );
}

/** The hidden fields that name the lead to a form's action. */
function LeadFields({ row }: { row: InboxRow }) {
  return (
    <>
      <input type="hidden" name="kind" value={row.kind} />
      <input type="hidden" name="id" value={row.id} />
    </>
  );
}

/** A lead card's actions: open, mark read, "Sil" asking first; in "Silinenler", "Geri al". */
function InboxCardActions({ row, back, list, mode }: ListProps & { row: InboxRow }) {
  const labels = LEAD_KINDS[row.kind].labels;
  const anchor = `#${leadCardId(row.id)}`;
  const open = leadHref(row.kind, row.id, { liste: back });
  return row.confirm ? (
    <div
      role="alertdialog"
      aria-labelledby={`sil-${row.id}`}
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3"
    >
      <p id={`sil-${row.id}`} className="text-sm font-semibold text-red-800">
        {labels.confirmDelete}
      </p>
      <form action={deleteAction}>
        <LeadFields row={row} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="btn btn-danger" autoFocus>
          Evet, sil
        </button>
      </form>
      <Link href={`${list}${anchor}`} className="btn btn-plain">
        Vazgeç
      </Link>
    </div>
  ) : mode === 'deleted' ? (
    <div className="lead-actions">
      <form action={restoreLeadAction}>
        <LeadFields row={row} />
        <input type="hidden" name="liste" value={back} />
        <input type="hidden" name="to" value="list" />
        <button type="submit" className="btn btn-primary">
          Geri al
        </button>
      </form>
      <Link href={open} className="btn btn-secondary">
        Ayrıntılar
      </Link>
    </div>
  ) : (
    <div className="lead-actions">
      <Link href={open} className="btn btn-open" data-testid="inbox-open">
        Aç · notlar ve durum
      </Link>
      {row.unread && (
        <form action={markReadAction}>
          <LeadFields row={row} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="btn btn-primary">
            {labels.markRead}
          </button>
        </form>
      )}
      {/* The list's address always has `?sekme=`; "sil" is its last parameter (dashboardHref). */}
      <Link href={`${list}&sil=${encodeURIComponent(row.id)}${anchor}`} className="btn btn-delete">
        Sil
      </Link>
    </div>
  );
}
