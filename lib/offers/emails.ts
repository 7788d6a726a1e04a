// The e-mails about a written offer that staff's side sends through the outbox
// (lib/leads/notify.server.ts): the customer's 'offer' (a link, never an attachment) and the
// staff's 'offer-response' (the customer accepted, asked for a change or declined). Browser-safe.
import { formatTl } from '@/lib/estimate/format';
import { formatDate, formatDateTime } from '@/lib/format';
import type { Lead } from '@/lib/leads/types';
import type { SiteConfig } from '@/lib/site';
import { OFFER_RESPONSE_LABELS, vatText } from './labels';
import type { Offer } from './types';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const P = 'font-family:Arial,sans-serif;font-size:14px';

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
  const warning = 'Bu bağlantıyı kimseyle paylaşmayın; bağlantısı olan herkes sayfayı açabilir.';
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
    warning,
    '',
    `${company.phone.display} · ${company.name}`,
  ].join('\n');
  const html = `<p style="${P}">Merhaba ${escapeHtml(firstName)},</p>
<p style="${P}">${escapeHtml(intro)}</p>
<table style="${P};border-collapse:collapse">${facts
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
<p style="${P}">${escapeHtml(how)}</p>
<p style="${P}"><a href="${escapeHtml(pageUrl)}">Teklifi aç</a></p>
<p style="${P}">${escapeHtml(warning)}</p>
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
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = `<h2 style="font-family:Arial,sans-serif">${escapeHtml(answer)}</h2>
<table style="${P};border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="${cell}">${escapeHtml(k)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
<p style="${P}"><a href="${escapeHtml(leadUrl)}">Talebi aç</a></p>`;
  return { subject, text, html };
}
