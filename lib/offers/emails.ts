// The e-mails about a written offer that staff's side sends through the outbox
// (lib/offers/outbox.server.ts): the customer's 'offer' (a link, never an attachment) and the
// staff's 'offer-response' (the customer accepted, asked for a change or declined). Browser-safe.
import { formatTl } from '@/lib/estimate';
import { formatDate, formatDateTime } from '@/lib/format';
import type { Lead } from '@/lib/leads';
import type { SiteConfig } from '@/lib/site';
import { OFFER_RESPONSE_LABELS, vatText } from './labels';
import type { Offer } from './types';
import { LINK_WARNING, MAIL_TEXT, escapeHtml, mailTable } from '@/lib/email/html';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The customer's e-mail with a sent offer: its version, total, validity and the link to their page. */
export function offerEmail(
  lead: Pick<Lead, 'name' | 'reference'>,
  offer: Pick<Offer, 'version' | 'total' | 'validUntil' | 'content'>,
  company: Pick<SiteConfig, 'name' | 'phone'>,
  pageUrl: string,
): EmailContent {
  const firstName = lead.name.split(' ')[0] ?? lead.name;
  const reference = lead.reference ?? '';
  const subject = `${reference} numaralı talebiniz için teklifimiz (sürüm ${offer.version})`.trim();
  const intro = `${company.name} olarak taşımanız için yazılı teklifimizi hazırladık.`;
  const facts: [string, string][] = [
    ['Teklif', `${reference} · sürüm ${offer.version}`.replace(/^ · /, '')],
    ['Toplam', `${formatTl(offer.total)} · ${vatText(offer.content)}`],
    [
      'Geçerlilik',
      offer.validUntil ? `${formatDate(offer.validUntil)} tarihine kadar` : `${offer.content.validityDays} gün`,
    ],
  ];
  const how =
    'Teklifin satırlarını, fiyata dahil olanları ve fiyatın dayandığı bilgileri sayfanızda görebilir, bilgiler doğruysa onaylayabilir ya da değişiklik isteyebilirsiniz.';
  const text = [
    `Merhaba ${firstName},`,
    '',
    intro,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    how,
    '',
    `Teklifi açın: ${pageUrl}`,
    '',
    LINK_WARNING,
    '',
    `${company.phone.display} · ${company.name}`,
  ].join('\n');
  const html = `<p style="${MAIL_TEXT}">Merhaba ${escapeHtml(firstName)},</p>
<p style="${MAIL_TEXT}">${escapeHtml(intro)}</p>
${mailTable(facts)}
<p style="${MAIL_TEXT}">${escapeHtml(how)}</p>
<p style="${MAIL_TEXT}"><a href="${escapeHtml(pageUrl)}">Teklifi aç</a></p>
<p style="${MAIL_TEXT}">${escapeHtml(LINK_WARNING)}</p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">${escapeHtml(company.phone.display)} · ${escapeHtml(company.name)}</p>`;
  return { subject, text, html };
}

/** The staff e-mail when a customer answers an offer: the lead, the version, the answer and message, a link to the lead. */
export function offerResponseEmail(
  lead: Pick<Lead, 'name' | 'reference'>,
  offer: Pick<Offer, 'version' | 'total' | 'response' | 'responseAt' | 'responseMessage'>,
  leadUrl: string,
): EmailContent {
  const answer = offer.response ? OFFER_RESPONSE_LABELS[offer.response] : 'Müşteri teklife yanıt verdi';
  const reference = lead.reference ?? '';
  const subject = `${answer}: ${reference} ${lead.name} (sürüm ${offer.version})`.replace(/\s+/g, ' ').trim();
  const rows: [string, string][] = [
    ['Talep no', reference || '-'],
    ['Müşteri', lead.name],
    ['Teklif', `sürüm ${offer.version} · ${formatTl(offer.total)}`],
    ['Yanıt', answer],
    ['Zaman', offer.responseAt ? formatDateTime(offer.responseAt) : '-'],
    ...(offer.response === 'accepted'
      ? []
      : ([[offer.response === 'change' ? 'İstenen değişiklik' : 'Nedeni', offer.responseMessage || '-']] as [
          string,
          string,
        ][])),
  ];
  const text = [answer, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `Talebi açın: ${leadUrl}`].join('\n');
  const html = `<h2 style="font-family:Arial,sans-serif">${escapeHtml(answer)}</h2>
${mailTable(rows)}
<p style="${MAIL_TEXT}"><a href="${escapeHtml(leadUrl)}">Talebi aç</a></p>`;
  return { subject, text, html };
}
