import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import {
  claimDueNotifications,
  markNotificationFailed,
  markNotificationSent,
  postponeNotification,
  type PendingNotification,
} from '@/lib/outbox/store.server';
import { sendWithOwnLink } from './links.server';
import { getLead } from './repository.server';
import type { Db } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { toE164 } from '@/lib/phone';
import { readSettings } from '@/lib/data/site-settings.server';
import { env } from '@/lib/env';
import { companyFromEnv, effectiveCompany } from '@/lib/settings/company';
import { SETTING_KEYS } from '@/lib/settings/effective.server';
import { buildSite, site, whatsappLink, type SiteConfig } from '@/lib/site';
import { LEAD_KINDS, leadDetails, type Lead } from './kinds';
import { formatMinutes } from './pipeline';
import { REPLY_PROMISE } from '@/lib/facts';
import { ADMIN_PATHS, leadHref } from '@/lib/admin/paths';
import { latestDamageReport, reviewRequestStep } from '@/lib/reviews/repository.server';
import { damageReportEmail, reviewRequestEmail } from '@/lib/reviews/emails';
import { offerEmail, offerResponseEmail } from '@/lib/offers/emails';
import { lastAnsweredOffer, latestSentVersion, listLeadOffers } from '@/lib/offers/repository.server';
import { sendOfferAccepted } from '@/lib/offers/accepted-email.server';
import { LINK_WARNING, MAIL_TEXT, escapeHtml, mailTable } from '@/lib/email/html';
import { companySender, type MailSender } from '@/lib/email/sender.server';
import { staffEstimateSummary, type EstimateSummary } from '@/lib/estimate/staff-summary.server';
import { ALERT_SETTINGS_KEY, effectiveAlertSettings } from '@/lib/alerts/settings';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the company's saved trade name); `sender` wins over it. */
  fromName?: string;
  /** Name, From address and Reply-To from "Firma Bilgileri" (lib/email/sender.server.ts). */
  sender?: MailSender;
}
import { isSurveyNotice } from '@/lib/calendar/survey-emails';
import { sendSurveyEmail } from '@/lib/calendar/survey-emails.server';
import { isCalendarRecipient, sendCalendarEmail } from '@/lib/calendar/emails.server';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The mailer with the company's sender on every message it sends. */
export function withSender(mailer: Mailer, sender: MailSender): Mailer {
  return { send: (message) => mailer.send({ ...message, sender: message.sender ?? sender }) };
}

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

/** Delay before the next attempt: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
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

/** How many e-mails are sent at once: a backlog drains in batches of this size. */
export const SEND_CONCURRENCY = 4;
/** SMTP connection, greeting and socket-inactivity timeouts. */
export const SMTP_TIMEOUT_MS = 30_000;
/**
 * How long a claimed e-mail stays with the process that claimed it. Longer than the
 * slowest send (connection + greeting + a few inactivity timeouts), so a second server
 * process never sends the same e-mail while the first is still trying.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * The company as staff saved it in "Firma Bilgileri" (name, phones, WhatsApp), read from
 * the outbox's own database, so e-mails say what the pages say; the environment's if unreadable.
 */
async function savedCompany(db: Db): Promise<SiteConfig> {
  try {
    const saved = (await readSettings(db))[SETTING_KEYS.company];
    return buildSite(effectiveCompany(companyFromEnv(env()), saved), env());
  } catch {
    return site();
  }
}

/** The saved company settings (the review request's days), the environment's if unreadable. */
async function savedCompanySettings(db: Db) {
  try {
    return effectiveCompany(companyFromEnv(env()), (await readSettings(db))[SETTING_KEYS.company]);
  } catch {
    return companyFromEnv(env());
  }
}

async function deliverOne(
  db: Db,
  mailer: Mailer,
  to: string | undefined,
  n: PendingNotification,
  now: Date,
  company: SiteConfig,
): Promise<boolean> {
  try {
    const lead = await getLead(db, n.leadKind, n.leadId);
    if (!lead || lead.deletedAt) {
      // Deleted by staff before it was sent: nothing to tell.
      await markNotificationSent(db, n.id, now);
      return false;
    }
    const fromName = company.name;
    if (!to && (n.recipient === 'staff' || n.recipient === 'offer-response' || n.recipient === 'damage-report')) {
      // Nobody is set to receive the staff e-mails (Bildirimler, LEAD_NOTIFY_EMAIL): nothing to send.
      await markNotificationSent(db, n.id, now);
      return false;
    }
    if (n.recipient === 'offer') {
      // The latest sent version, with a link of the e-mail's own; nothing when it was withdrawn meanwhile.
      const offers = await listLeadOffers(db, lead.id);
      const latest = offers.find((o) => o.version === latestSentVersion(offers));
      if (!latest || latest.withdrawnAt) {
        await markNotificationSent(db, n.id, now);
        return false;
      }
      await sendWithOwnLink(db, lead.id, company.url, now, (pageUrl) =>
        mailer.send({ to: lead.email, fromName, ...offerEmail(lead, latest, company, pageUrl) }),
      );
    } else if (n.recipient === 'offer-response') {
      const offer = await lastAnsweredOffer(db, lead.id);
      if (!offer) {
        await markNotificationSent(db, n.id, now);
        return false;
      }
      const leadUrl = new URL(leadHref(lead.kind, lead.id), `${company.url}/`).toString();
      await mailer.send({ to: to!, fromName, ...offerResponseEmail(lead, offer, leadUrl) });
    } else if (n.recipient === 'customer' || n.recipient === 'customer-link') {
      const recipient = n.recipient;
      await sendWithOwnLink(db, lead.id, company.url, now, (pageUrl) =>
        mailer.send({
          to: lead.email,
          fromName,
          ...(recipient === 'customer'
            ? acknowledgementEmail(lead, company, pageUrl)
            : customerLinkEmail(lead, company, pageUrl)),
        }),
      );
    } else if (isSurveyNotice(n.recipient)) {
      if (!(await sendSurveyEmail(db, mailer, lead, n.recipient, company, now))) {
        await markNotificationSent(db, n.id, now);
        return false;
      }
    } else if (n.recipient === 'review-request') {
      // One request, only with the consent; it waits for the move (a moved date too) and the set days.
      const step = await reviewRequestStep(db, lead.id, (await savedCompanySettings(db)).reviewRequestDays, now);
      if (step.action === 'wait') {
        await postponeNotification(db, n.id, step.at);
        return false;
      }
      if (step.action === 'drop') {
        await markNotificationSent(db, n.id, now);
        return false;
      }
      await sendWithOwnLink(db, lead.id, company.url, now, (pageUrl) =>
        mailer.send({ to: lead.email, fromName, ...reviewRequestEmail(lead, company, pageUrl) }),
      );
    } else if (n.recipient === 'damage-report') {
      const report = await latestDamageReport(db, lead.id);
      if (!report) {
        await markNotificationSent(db, n.id, now);
        return false;
      }
      const leadUrl = new URL(leadHref(lead.kind, lead.id), `${company.url}/`).toString();
      const listUrl = new URL(ADMIN_PATHS.damageReports, `${company.url}/`).toString();
      await mailer.send({ to: to!, fromName, ...damageReportEmail(lead, report, leadUrl, listUrl) });
    } else if (n.recipient === 'offer-accepted') await sendOfferAccepted(db, mailer, lead, company, now);
    else if (isCalendarRecipient(n.recipient)) await sendCalendarEmail(db, mailer, lead, n.recipient, company, now);
    else {
      const leadUrl = new URL(leadHref(lead.kind, lead.id), `${company.url}/`).toString();
      const estimate = lead.kind === 'quote' && lead.estimate ? await staffEstimateSummary(db, lead.estimate) : null;
      await mailer.send({ to: to!, fromName, ...leadEmail(lead, new Date(), company, { leadUrl, estimate }) });
    }
    await markNotificationSent(db, n.id, new Date());
    return true;
  } catch (error) {
    const attempts = n.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[leads] notification ${n.id} failed (attempt ${attempts}): ${message}`);
    await markNotificationFailed(db, n.id, attempts, message, new Date(now.getTime() + retryDelayMs(attempts)));
    return false;
  }
}

/** Who receives the staff e-mails: the list saved in "Bildirimler", else `fallback` (LEAD_NOTIFY_EMAIL). */
export async function staffRecipients(db: Db, fallback: string | undefined): Promise<string | undefined> {
  try {
    const saved = effectiveAlertSettings((await readSettings(db))[ALERT_SETTINGS_KEY]).leadEmailTo;
    if (saved.length > 0) return saved.join(', ');
  } catch {
    // Unreadable settings: the environment's address.
  }
  return fallback;
}

/**
 * Sends every due notification, in batches of `concurrency` sent at once, until none
 * is due (a backlog drains in one run, not 20 a minute). Each batch is claimed anew,
 * first attempts first, so a lead arriving during a long drain goes out with the next
 * batch. A failure is logged and retried later; it never touches the lead itself.
 * Returns how many were sent. `now` fixes the clock (tests); by default each batch
 * reads it afresh. Staff e-mails go to the list saved in "Bildirimler", else to `to`;
 * every e-mail carries the company's sender name, From and Reply-To (companySender).
 */
export async function deliverDueNotifications(
  db: Db,
  mailer: Mailer,
  to: string | undefined,
  now?: Date,
  concurrency = SEND_CONCURRENCY,
): Promise<number> {
  let sent = 0;
  let company: SiteConfig | undefined;
  let branded: Mailer | undefined;
  let staffTo: string | undefined;
  for (;;) {
    const at = now ?? new Date();
    const claimed = await claimDueNotifications(db, at, concurrency, CLAIM_LEASE_MS);
    if (claimed.length === 0) return sent;
    company ??= await savedCompany(db);
    if (!branded) {
      branded = withSender(mailer, await companySender(db));
      staffTo = await staffRecipients(db, to);
    }
    const results = await Promise.all(claimed.map((n) => deliverOne(db, branded!, staffTo, n, at, company!)));
    sent += results.filter(Boolean).length;
  }
}

const transports = new Map<string, Transporter>();

/**
 * nodemailer over an smtp:// or smtps:// URL (one pooled transport per URL). `address` is the
 * envelope sender (MAIL FROM) of every message; the headers' From name and address and the
 * Reply-To are the message's `sender` (else `defaultSender()`'s, else `address` under `fromName`).
 */
export function smtpMailer(url: string, address: string, defaultSender?: () => Promise<MailSender | null>): Mailer {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    transports.set(url, transport);
  }
  return {
    async send({ fromName, sender: given, ...message }) {
      const sender = given ?? (defaultSender ? await defaultSender().catch(() => null) : null);
      const name = sender?.name ?? fromName;
      const from = sender?.address ?? address;
      await transport.sendMail({
        ...message,
        from: name ? { name, address: from } : from,
        ...(sender ? { replyTo: sender.replyTo } : {}),
        envelope: { from: address, to: message.to },
      });
    },
  };
}
