// The calendar's e-mails to the customer: a move moved to another day, and the reminder the
// day before (a move or a survey). Pure and browser-safe; lib/calendar/outbox.server.ts sends them.
import { LINK_WARNING, MAIL_TEXT, escapeHtml, mailTable } from '@/lib/email/html';
import type { SiteConfig } from '@/lib/site';

export type CalendarEventKind = 'move' | 'survey';

export interface CalendarMailInput {
  firstName: string;
  reference: string | null;
  /** "28 Kasım 2026 Cumartesi, 08:00". */
  when: string;
  /** A survey's kind: 'ev' (home visit) or 'video'; null for a move. */
  surveyKind: string | null;
}

interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** What the customer prepares for each event. */
export const PREPARE: Record<'move' | 'ev' | 'video', string[]> = {
  move: [
    'Kırılacak eşyalarınızı ve değerli eşyalarınızı (takı, belge, para) ayrı bir yerde toplayın.',
    'Buzdolabını bir gün önceden boşaltıp kapısını açık bırakın.',
    'Bina yönetimine haber verin; asansör ve araç park yerini ayırtın.',
    'Taşınma günü ulaşılabilir bir telefon numarası bırakın.',
  ],
  ev: [
    'Taşınacak bütün odaları, dolapları, depo ve bodrumu gösterebilecek biri evde olsun.',
    'Taşınmayacak eşyaları ve özel ilgi isteyen eşyaları (piyano, antika, beyaz eşya) belirleyin.',
    'Bina girişi, kat ve asansör durumunu bilen biri hazır bulunsun.',
  ],
  video: [
    'Telefonunuzun şarjlı ve internet bağlantınızın iyi olduğundan emin olun.',
    'Görüşmede bütün odaları, dolapların içini, depo ve balkonu gösterebileceğiniz bir yol izleyin.',
    'Taşınmayacak eşyaları ve özel ilgi isteyen eşyaları belirleyin.',
  ],
};

const LABELS: Record<CalendarEventKind, { noun: string; dayLabel: string }> = {
  move: { noun: 'taşınmanız', dayLabel: 'Taşınma günü' },
  survey: { noun: 'keşif randevunuz', dayLabel: 'Keşif' },
};

function surveyKindLabel(kind: string | null): string {
  return kind === 'video' ? 'Görüntülü görüşme' : 'Ev ziyareti';
}

function rows(kind: CalendarEventKind, input: CalendarMailInput): [string, string][] {
  return [
    ['Talep no', input.reference ?? '-'],
    [LABELS[kind].dayLabel, input.when],
    ...(kind === 'survey' ? ([['Keşif türü', surveyKindLabel(input.surveyKind)]] as [string, string][]) : []),
  ];
}

function compose(
  subject: string,
  firstName: string,
  paragraphs: string[],
  table: [string, string][],
  list: string[] | null,
  company: SiteConfig,
  pageUrl: string,
): EmailContent {
  const text = [
    `Merhaba ${firstName},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...table.map(([k, v]) => `${k}: ${v}`),
    ...(list ? ['', 'Hazırlık için:', ...list.map((item) => `- ${item}`)] : []),
    '',
    `Talebinizin sayfası: ${pageUrl}`,
    LINK_WARNING,
    '',
    `Sorunuz olursa: ${company.phone.display} · ${company.name}`,
  ].join('\n');
  const html = `<p style="${MAIL_TEXT}">Merhaba ${escapeHtml(firstName)},</p>
${paragraphs.map((p) => `<p style="${MAIL_TEXT}">${escapeHtml(p)}</p>`).join('\n')}
${mailTable(table)}
${list ? `<p style="${MAIL_TEXT};font-weight:bold">Hazırlık için</p><ul style="${MAIL_TEXT}">${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
<p style="${MAIL_TEXT}"><a href="${escapeHtml(pageUrl)}">Talebimin sayfasını aç</a></p>
<p style="${MAIL_TEXT}">${escapeHtml(LINK_WARNING)}</p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">Sorunuz olursa: ${escapeHtml(company.phone.display)} · ${escapeHtml(company.name)}</p>`;
  return { subject, text, html };
}

/** Staff moved the move to another day. (A moved survey is the survey slots' e-mail, survey-emails.ts.) */
export function moveRescheduledEmail(input: CalendarMailInput, company: SiteConfig, pageUrl: string): EmailContent {
  const subject = `${input.reference ?? ''} taşınma gününüz değişti`.replace(/\s+/g, ' ').trim();
  const intro = `${company.name} olarak ${LABELS.move.noun} için yeni tarihi bildiriyoruz: ${input.when}.`;
  const after = 'Bu tarih size uymuyorsa lütfen bizi arayın.';
  return compose(subject, input.firstName, [intro, after], rows('move', input), null, company, pageUrl);
}

/** The reminder the day before. */
export function reminderEmail(
  kind: CalendarEventKind,
  input: CalendarMailInput,
  company: SiteConfig,
  pageUrl: string,
): EmailContent {
  const subject =
    `Hatırlatma: ${kind === 'move' ? 'taşınmanız yarın' : 'keşif randevunuz yarın'} (${input.reference ?? ''})`
      .replace(/\s*\(\)$/, '')
      .trim();
  const intro =
    kind === 'move'
      ? `Yarın taşınma gününüz. Ekibimiz ${input.when} itibarıyla kapınızda olacak.`
      : `Yarın keşif randevunuz var: ${input.when}.`;
  const list = PREPARE[kind === 'move' ? 'move' : input.surveyKind === 'video' ? 'video' : 'ev'];
  return compose(subject, input.firstName, [intro], rows(kind, input), list, company, pageUrl);
}
