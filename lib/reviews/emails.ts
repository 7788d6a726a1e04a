// The two e-mails after the move, sent through the outbox (lib/reviews/outbox.server.ts): the
// customer's one review request (only with their consent) and the staff's damage report.
// Browser-safe.
import { LINK_WARNING, MAIL_TEXT, escapeHtml, mailTable } from '@/lib/email/html';
import { formatDateTime } from '@/lib/format';
import type { Lead } from '@/lib/leads';
import type { SiteConfig } from '@/lib/site';
import { formatDayLong } from '@/lib/calendar';
import { TIMELINESS_LABELS, type Timeliness } from './deadlines';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export const REVIEW_REQUEST_SUBJECT = 'Taşınmanız nasıl geçti?';

/** The one review request: a neutral question, the same for every customer, with the link to their page. */
export function reviewRequestEmail(
  lead: Pick<Lead, 'name' | 'reference'>,
  company: Pick<SiteConfig, 'name' | 'phone'>,
  pageUrl: string,
): EmailContent {
  const firstName = lead.name.split(' ')[0] ?? lead.name;
  const ask = `${company.name} ile taşınmanız nasıl geçti? Sayfanızdan 1 ile 5 arasında bir puan verip birkaç cümle yazabilirsiniz. Yorumunuz, olumlu ya da olumsuz, sitemizde olduğu gibi yayımlanır.`;
  const damage =
    'Eşyalarınızda bir kayıp ya da hasar varsa aynı sayfadaki "Hasar bildir" bölümünden yasal süreler içinde bildirebilirsiniz.';
  const why =
    'Bu e-postayı, teklifimizi onaylarken taşınma sonrası mesajlara izin verdiğiniz için bir kez gönderiyoruz.';
  const text = [
    `Merhaba ${firstName},`,
    '',
    ask,
    '',
    pageUrl,
    '',
    damage,
    '',
    LINK_WARNING,
    '',
    why,
    `${company.phone.display} · ${company.name}`,
  ].join('\n');
  const html = `<p style="${MAIL_TEXT}">Merhaba ${escapeHtml(firstName)},</p>
<p style="${MAIL_TEXT}">${escapeHtml(ask)}</p>
<p style="${MAIL_TEXT}"><a href="${escapeHtml(pageUrl)}">Taşınmamı değerlendir</a></p>
<p style="${MAIL_TEXT}">${escapeHtml(damage)}</p>
<p style="${MAIL_TEXT}">${escapeHtml(LINK_WARNING)}</p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">${escapeHtml(why)} ${escapeHtml(company.phone.display)} · ${escapeHtml(company.name)}</p>`;
  return { subject: REVIEW_REQUEST_SUBJECT, text, html };
}

/** The staff's e-mail about a damage report: who, when delivered, on time or late, what and which items. */
export function damageReportEmail(
  lead: Pick<Lead, 'name' | 'reference' | 'phone'>,
  report: { description: string; items: string; deliveryDate: string; timeliness: Timeliness; createdAt: string },
  leadUrl: string,
  listUrl: string,
): EmailContent {
  const rows: [string, string][] = [
    ['Talep no', lead.reference ?? '-'],
    ['Müşteri', lead.name],
    ['Telefon', lead.phone ?? '-'],
    ['Teslim tarihi', formatDayLong(report.deliveryDate)],
    ['Bildirim', `${formatDateTime(report.createdAt)} · ${TIMELINESS_LABELS[report.timeliness]}`],
    ['Ne oldu', report.description],
    ['Eşyalar', report.items],
  ];
  const subject = `${['Hasar bildirimi', lead.reference].filter(Boolean).join(' ')}: ${lead.name}`;
  const text = [
    'Hasar bildirimi',
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `Talep: ${leadUrl}`,
    `Hasar bildirimleri: ${listUrl}`,
  ].join('\n');
  const html = `<h2 style="font-family:Arial,sans-serif">Hasar bildirimi</h2>
${mailTable(rows)}
<p style="${MAIL_TEXT}"><a href="${escapeHtml(leadUrl)}">Talebi aç</a> · <a href="${escapeHtml(listUrl)}">Hasar bildirimleri</a></p>`;
  return { subject, text, html };
}
