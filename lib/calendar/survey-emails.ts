// The customer's e-mails about their survey booking, sent through the outbox
// (lib/calendar/outbox.server.ts): booked, moved, cancelled. Each
// carries a link of its own to the customer's page, where they move or cancel. Browser-safe.
import { LINK_WARNING, MAIL_TEXT, escapeHtml, mailTable } from '@/lib/email/html';
import type { Lead } from '@/lib/leads';
import type { SiteConfig } from '@/lib/site';
import { slotLabel } from './slots';
import { surveyKindLabel } from './survey-hours';

export const SURVEY_NOTICES = ['survey-booked', 'survey-moved', 'survey-cancelled'] as const;
export type SurveyNotice = (typeof SURVEY_NOTICES)[number];

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface BookingFacts {
  startsAt: string;
  kind: string;
  address: string | null;
}

/** What to prepare for each kind of survey. */
export const SURVEY_PREPARATION: Record<string, string> = {
  ev: 'Keşifte eşyalarınızı oda oda göreceğiz. Dolapların, balkonun ve depo gibi alanların açık olması, taşınmayacak eşyaları önceden ayırmanız keşfi kısaltır.',
  video:
    'Bu saatte sizi telefonla görüntülü arayacağız. Telefonunuzun şarjlı olmasını ve dolapları, balkonu ve depoyu da gösterebilmenizi rica ederiz.',
};

export function surveyEmail(
  notice: SurveyNotice,
  lead: Pick<Lead, 'name' | 'reference'>,
  booking: BookingFacts,
  company: Pick<SiteConfig, 'name' | 'phone'>,
  pageUrl: string,
  changeHours: number,
): EmailContent {
  const firstName = lead.name.split(' ')[0] ?? lead.name;
  const reference = lead.reference ?? '';
  const when = slotLabel(booking.startsAt);
  const subject = {
    'survey-booked': `Keşif randevunuz: ${when}`,
    'survey-moved': `Keşif randevunuz değişti: ${when}`,
    'survey-cancelled': `Keşif randevunuz iptal edildi (${when})`,
  }[notice];
  const yours = reference ? `${reference} numaralı talebiniz` : 'Talebiniz';
  const intro = {
    'survey-booked': `${yours} için keşif randevunuz kaydedildi.`,
    'survey-moved': `${yours} için keşif randevunuz yeni saatine taşındı.`,
    'survey-cancelled': `${yours} için ${when} tarihli keşif randevunuz iptal edildi.`,
  }[notice];
  const facts: [string, string][] =
    notice === 'survey-cancelled'
      ? []
      : [
          ['Tarih ve saat', `${when} (İstanbul saati)`],
          ['Keşif türü', surveyKindLabel(booking.kind)],
          ...(booking.kind === 'ev' && booking.address ? ([['Adres', booking.address]] as [string, string][]) : []),
        ];
  const next =
    notice === 'survey-cancelled'
      ? 'Yeni bir keşif saati seçmek isterseniz sayfanızı açın.'
      : `${SURVEY_PREPARATION[booking.kind] ?? ''} Randevunuzu ${changeHours} saat öncesine kadar sayfanızdan değiştirebilir ya da iptal edebilirsiniz.`.trim();
  const text = [
    `Merhaba ${firstName},`,
    '',
    intro,
    ...(facts.length ? ['', ...facts.map(([k, v]) => `${k}: ${v}`)] : []),
    '',
    next,
    '',
    `Sayfanız: ${pageUrl}`,
    '',
    LINK_WARNING,
    '',
    `${company.phone.display} · ${company.name}`,
  ].join('\n');
  const html = `<p style="${MAIL_TEXT}">Merhaba ${escapeHtml(firstName)},</p>
<p style="${MAIL_TEXT}">${escapeHtml(intro)}</p>
${facts.length ? mailTable(facts) : ''}
<p style="${MAIL_TEXT}">${escapeHtml(next)}</p>
<p style="${MAIL_TEXT}"><a href="${escapeHtml(pageUrl)}">Sayfamı aç</a></p>
<p style="${MAIL_TEXT}">${escapeHtml(LINK_WARNING)}</p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">${escapeHtml(company.phone.display)} · ${escapeHtml(company.name)}</p>`;
  return { subject, text, html };
}
