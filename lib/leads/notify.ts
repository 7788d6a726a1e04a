import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { claimDueNotifications, markNotificationFailed, markNotificationSent } from '@/lib/data/lead-notifications';
import { getLead } from '@/lib/data/leads';
import type { Db } from '@/lib/db/kysely';
import { formatDateTime } from '@/lib/format';
import { toE164 } from '@/lib/phone';
import { site, whatsappLink } from '@/lib/site';
import { LEAD_KINDS, leadDetails, type Lead } from './kinds';

export interface Mailer {
  send(message: { to: string; subject: string; text: string; html: string }): Promise<void>;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The staff e-mail about a new lead: every field, and tel:/WhatsApp/mail reply links. */
export function leadEmail(lead: Lead): EmailContent {
  const rows: [string, string][] = [
    ['Talep no', lead.reference ?? '-'],
    ['Ad soyad', lead.name],
    ['Telefon', lead.phone ?? '-'],
    ['E-posta', lead.email],
    ...leadDetails(lead),
    ['Mesaj', lead.message || '-'],
    ['Tarih', formatDateTime(lead.createdAt)],
  ];
  const source = lead.attribution ? Object.entries(lead.attribution).map(([k, v]) => [k, v] as [string, string]) : [];
  const phone = lead.phone ? toE164(lead.phone) : null;
  const firstName = lead.name.split(' ')[0] ?? '';
  const links: [string, string][] = [
    ...(phone
      ? ([
          ['Ara', `tel:${phone}`],
          [
            'WhatsApp',
            whatsappLink(
              phone,
              `Merhaba ${firstName}, ${site().name} olarak ${lead.reference ?? ''} numaralı talebiniz için yazıyoruz.`,
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
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(source.length ? ['', 'Kaynak:', ...source.map(([k, v]) => `  ${k}: ${v}`)] : []),
    '',
    ...links.map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = `<h2 style="font-family:Arial,sans-serif">${escapeHtml(title)}</h2>
<table style="font-family:Arial,sans-serif;font-size:14px;border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="${cell}">${escapeHtml(k)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
${source.length ? `<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">Kaynak: ${source.map(([k, v]) => `${escapeHtml(k)}=${escapeHtml(v)}`).join(' · ')}</p>` : ''}
<p style="font-family:Arial,sans-serif">${links.map(([k, v]) => `<a href="${escapeHtml(v)}">${escapeHtml(k)}</a>`).join(' · ')}</p>`;
  return { subject, text, html };
}

/** Delay before the next attempt: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Sends every due notification. A failure is logged and retried later; it
 * never touches the lead itself. Returns how many were sent.
 */
export async function deliverDueNotifications(db: Db, mailer: Mailer, to: string, now = new Date()): Promise<number> {
  let sent = 0;
  for (const n of await claimDueNotifications(db, now)) {
    try {
      const lead = await getLead(db, n.leadKind, n.leadId);
      if (!lead) {
        // Deleted by staff before it was sent: nothing to tell.
        await markNotificationSent(db, n.id, now);
        continue;
      }
      await mailer.send({ to, ...leadEmail(lead) });
      await markNotificationSent(db, n.id, new Date());
      sent++;
    } catch (error) {
      const attempts = n.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[leads] notification ${n.id} failed (attempt ${attempts}): ${message}`);
      await markNotificationFailed(db, n.id, attempts, message, new Date(now.getTime() + retryDelayMs(attempts)));
    }
  }
  return sent;
}

const transports = new Map<string, Transporter>();

/** nodemailer over an smtp:// or smtps:// URL (one pooled transport per URL). */
export function smtpMailer(url: string, from: string): Mailer {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
