// The lead's own e-mails (docs/decisions/047): the staff's e-mail about a new lead, the
// customer's acknowledgement and the link to the customer's page. Rendered here, sent through
// the outbox by lib/leads/outbox.server.ts.
import { LINK_WARNING, MAIL_TEXT, escapeHtml, mailTable } from '@/lib/email/html';
import type { EstimateSummary } from '@/lib/estimate/index.server';
import { REPLY_PROMISE } from '@/lib/facts';
import { formatDateTime } from '@/lib/format';
import { toE164 } from '@/lib/phone';
import { site, whatsappLink, type SiteConfig } from '@/lib/site';
import { LEAD_KINDS, leadDetails } from './kinds';
import { formatMinutes } from './pipeline';
import type { Lead } from './types';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** A staff e-mail sent this long after its lead arrived says how long the lead has waited. */
export const LATE_AFTER_MS = 5 * 60_000;

/** What the staff e-mail adds when the outbox knows it: the lead's staff page and the estimate. */
export interface LeadEmailExtras {
  /** The lead's page in the staff area (absolute). */
  leadUrl?: string;
  /** A quote request's estimate: range, inputs and main lines (lib/estimate/staff-summary.server.ts). */
  estimate?: EstimateSummary | null;
}

/**
 * The staff e-mail about a new lead: every field, the estimate (range and main lines), a link
 * to the lead's page and tel:/WhatsApp/mail reply links.
 * Sent late (after retries), it starts by saying how long the lead has waited.
 */
export function leadEmail(
  lead: Lead,
  sentAt?: Date,
  company: SiteConfig = site(),
  extras: LeadEmailExtras = {},
): EmailContent {
  const waitedMs = sentAt ? sentAt.getTime() - Date.parse(lead.createdAt) : 0;
  const late =
    waitedMs >= LATE_AFTER_MS ? `Gecikmeli bildirim: bu talep ${formatMinutes(waitedMs / 60_000)} önce geldi.` : null;
  const rows: [string, string][] = [
    ['Talep no', lead.reference ?? '-'],
    ['Ad soyad', lead.name],
    ['Telefon', lead.phone ?? '-'],
    ['E-posta', lead.email],
    ...leadDetails(lead),
    ['Mesaj', lead.message || '-'],
    ['Tarih', formatDateTime(lead.createdAt)],
  ];
  const estimate = extras.estimate ?? null;
  const estimateRows: [string, string][] = estimate
    ? [['Tahmini fiyat', estimate.range], ['Tahminin bilgileri', estimate.inputs], ...estimate.lines]
    : [];
  const source = lead.attribution ? Object.entries(lead.attribution).map(([k, v]) => [k, v] as [string, string]) : [];
  const phone = lead.phone ? toE164(lead.phone) : null;
  const firstName = lead.name.split(' ')[0] ?? '';
  const links: [string, string][] = [
    ...(extras.leadUrl ? ([['Talebi panelde aç', extras.leadUrl]] as [string, string][]) : []),
    ...(phone
      ? ([
          ['Ara', `tel:${phone}`],
          [
            'WhatsApp',
            whatsappLink(
              phone,
              `Merhaba ${firstName}, ${company.name} olarak ${lead.reference ?? ''} numaralı talebiniz için yazıyoruz.`,
            ),
          ],
        ] as [string, string][])
      : []),
    [
      'E-posta ile yanıtla',
      `mailto:${lead.email}?subject=${encodeURIComponent(`${lead.reference ?? ''} numaralı talebiniz`)}`,
    ],
  ];
  const title = LEAD_KINDS[lead.kind].labels.emailTitle;
  const subject = `${title} ${lead.reference ?? ''}: ${lead.name}`.replace(/\s+/g, ' ').trim();
  const text = [
    `${title}`,
    '',
    ...(late ? [late, ''] : []),
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(estimate
      ? [
          '',
          'Fiyat tahmini:',
          ...estimateRows.map(([k, v]) => `  ${k}: ${v}`),
          ...(estimate.note ? [`  ${estimate.note}`] : []),
        ]
      : []),
    ...(source.length ? ['', 'Kaynak:', ...source.map(([k, v]) => `  ${k}: ${v}`)] : []),
    '',
    ...links.map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  const html = `<h2 style="font-family:Arial,sans-serif">${escapeHtml(title)}</h2>
${late ? `<p style="font-family:Arial,sans-serif;font-weight:bold;color:#b91c1c">${escapeHtml(late)}</p>` : ''}
${mailTable(rows)}
${estimate ? `<h3 style="font-family:Arial,sans-serif">Fiyat tahmini</h3>\n${mailTable(estimateRows)}${estimate.note ? `\n<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">${escapeHtml(estimate.note)}</p>` : ''}` : ''}
${source.length ? `<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">Kaynak: ${source.map(([k, v]) => `${escapeHtml(k)}=${escapeHtml(v)}`).join(' · ')}</p>` : ''}
<p style="font-family:Arial,sans-serif">${links.map(([k, v]) => `<a href="${escapeHtml(v)}">${escapeHtml(k)}</a>`).join(' · ')}</p>`;
  return { subject, text, html };
}

/**
 * The acknowledgement to the customer: plain Turkish, the reference, a summary of what
 * they sent, what happens next and the company's phone and WhatsApp. No marketing.
 */
export function acknowledgementEmail(lead: Lead, company: SiteConfig = site(), pageUrl?: string): EmailContent {
  const firstName = lead.name.split(' ')[0] ?? lead.name;
  const what = LEAD_KINDS[lead.kind].labels.customerObject;
  const reference = lead.reference ?? '';
  const sent: [string, string][] = [
    ['Ad soyad', lead.name],
    ['Telefon', lead.phone ?? '-'],
    ['E-posta', lead.email],
    ...leadDetails(lead),
    ...(lead.message ? ([['Mesaj', lead.message]] as [string, string][]) : []),
  ];
  const whatsapp = whatsappLink(company.whatsapp.e164, `Merhaba, ${reference} numaralı talebim hakkında yazıyorum.`);
  const subject = `${reference} numaralı ${what} aldık`.replace(/\s+/g, ' ').trim();
  const intro = `${company.name} olarak ${what} aldık. Talep numaranız: ${reference}.`;
  const next = `Ekibimiz ${REPLY_PROMISE} içinde sizi arayacak veya size yazacak. Acil bir durumda bizi arayabilir ya da WhatsApp'tan yazabilirsiniz; talep numaranızı söylemeniz yeterli.`;
  const contact: [string, string][] = [
    ['Telefon', company.phone.display],
    ['WhatsApp', company.whatsapp.display],
  ];
  const page = pageUrl
    ? `Talebinizi, teklifimizi ve sonraki adımları size özel sayfanızdan izleyebilirsiniz: ${pageUrl} (Bu bağlantıyı kimseyle paylaşmayın.)`
    : null;
  const footer = `Bu e-postayı ${company.name} web sitesindeki formu doldurduğunuz için aldınız.`;
  const text = [
    `Merhaba ${firstName},`,
    '',
    intro,
    '',
    'Gönderdiğiniz bilgiler:',
    ...sent.map(([k, v]) => `  ${k}: ${v}`),
    '',
    'Bundan sonra:',
    next,
    ...(page ? ['', page] : []),
    '',
    ...contact.map(([k, v]) => `${k}: ${v}`),
    `WhatsApp bağlantısı: ${whatsapp}`,
    '',
    footer,
  ].join('\n');
  const html = `<p style="${MAIL_TEXT}">Merhaba ${escapeHtml(firstName)},</p>
<p style="${MAIL_TEXT}">${escapeHtml(intro)}</p>
<p style="${MAIL_TEXT};font-weight:bold">Gönderdiğiniz bilgiler</p>
${mailTable(sent)}
<p style="${MAIL_TEXT};font-weight:bold">Bundan sonra</p>
<p style="${MAIL_TEXT}">${escapeHtml(next)}</p>
${pageUrl ? `<p style="${MAIL_TEXT}">Talebinizi, teklifimizi ve sonraki adımları <a href="${escapeHtml(pageUrl)}">size özel sayfanızdan</a> izleyebilirsiniz. Bu bağlantıyı kimseyle paylaşmayın.</p>\n` : ''}<p style="${MAIL_TEXT}">Telefon: <a href="tel:${escapeHtml(company.phone.e164)}">${escapeHtml(company.phone.display)}</a> · WhatsApp: <a href="${escapeHtml(whatsapp)}">${escapeHtml(company.whatsapp.display)}</a></p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">${escapeHtml(footer)}</p>`;
  return { subject, text, html };
}

/** The link to the customer's page, sent by staff from the lead page. */
export function customerLinkEmail(lead: Lead, company: SiteConfig, pageUrl: string): EmailContent {
  const firstName = lead.name.split(' ')[0] ?? lead.name;
  const reference = lead.reference ?? '';
  const subject = `${reference} numaralı talebinizin sayfası`.trim();
  const body = `${company.name} olarak talebinizi, teklifimizi ve sonraki adımları gösteren sayfanızın bağlantısını gönderiyoruz.`;
  const text = [
    `Merhaba ${firstName},`,
    '',
    body,
    '',
    pageUrl,
    '',
    LINK_WARNING,
    '',
    `${company.phone.display} · ${company.name}`,
  ].join('\n');
  const html = `<p style="${MAIL_TEXT}">Merhaba ${escapeHtml(firstName)},</p>
<p style="${MAIL_TEXT}">${escapeHtml(body)}</p>
<p style="${MAIL_TEXT}"><a href="${escapeHtml(pageUrl)}">Talebimin sayfasını aç</a></p>
<p style="${MAIL_TEXT}">${escapeHtml(LINK_WARNING)}</p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">${escapeHtml(company.phone.display)} · ${escapeHtml(company.name)}</p>`;
  return { subject, text, html };
}
