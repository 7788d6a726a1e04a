// The deadlines of Türk Ticaret Kanunu md. 900 for a household-goods move (the text the
// offer carries, lib/offers/legal.ts DAMAGE_NOTICE), counted from the delivery date:
// plainly visible loss or damage within 3 business days after delivery, other loss or
// damage within 14 days after delivery. Business days: Monday to Friday, except the public
// holidays of lib/reviews/holidays.ts. Days are 'YYYY-MM-DD' in İstanbul. Browser-safe.
import { addDays, formatDayLong, weekdayIndex } from '@/lib/calendar';
import { isHoliday } from './holidays';

export const VISIBLE_BUSINESS_DAYS = 3;
export const HIDDEN_DAYS = 14;

/** on-time: within 3 business days; late-visible: after that, within 14 days; late: after 14 days. */
export type Timeliness = 'on-time' | 'late-visible' | 'late';

const dayMs = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Monday to Friday and not a public holiday. */
export function isBusinessDay(day: string): boolean {
  return weekdayIndex(day) < 5 && !isHoliday(day);
}

/** The `n`th business day after `day` (not counting `day` itself). */
export function addBusinessDays(day: string, n: number): string {
  let current = day;
  let left = n;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/** Business days from `from` to `to`, both included (0 when `to` is before `from`). */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) count++;
  return count;
}

export interface DamageDeadlines {
  delivery: string;
  /** The last day to report plainly visible loss or damage. */
  visible: string;
  /** The last day to report loss or damage not visible at delivery. */
  hidden: string;
}

export function damageDeadlines(delivery: string): DamageDeadlines {
  return {
    delivery,
    visible: addBusinessDays(delivery, VISIBLE_BUSINESS_DAYS),
    hidden: addDays(delivery, HIDDEN_DAYS),
  };
}

/** How a report made on `day` stands against the deadlines. */
export function timelinessOn(deadlines: DamageDeadlines, day: string): Timeliness {
  if (day <= deadlines.visible) return 'on-time';
  if (day <= deadlines.hidden) return 'late-visible';
  return 'late';
}

export interface DeadlineLine {
  id: 'visible' | 'hidden';
  title: string;
  lastDay: string;
  /** The countdown in plain Turkish. */
  left: string;
  passed: boolean;
}

/** The two deadlines as the customer's page says them on `today`. */
export function deadlineLines(deadlines: DamageDeadlines, today: string): DeadlineLine[] {
  const visibleLeft = businessDaysBetween(today, deadlines.visible);
  const hiddenLeft = Math.round((toUtc(deadlines.hidden) - toUtc(today)) / dayMs) + 1;
  const line = (id: DeadlineLine['id'], title: string, lastDay: string, count: number, unit: string) => {
    const passed = today > lastDay;
    const left = passed
      ? `Süre ${formatDayLong(lastDay)} günü doldu.`
      : today === lastDay
        ? `Bugün son gün (${formatDayLong(lastDay)}).`
        : `Son gün ${formatDayLong(lastDay)}: bugün dahil ${count} ${unit} kaldı.`;
    return { id, title, lastDay, left, passed };
  };
  return [
    line('visible', 'Teslimde açıkça görülen kayıp ya da hasar', deadlines.visible, visibleLeft, 'iş günü'),
    line('hidden', 'İlk bakışta görülmeyen kayıp ya da hasar', deadlines.hidden, hiddenLeft, 'gün'),
  ];
}

/** What a late report means, in plain Turkish (shown on the page and with a late report). */
export const LATE_MEANING: Record<Exclude<Timeliness, 'on-time'>, string> = {
  'late-visible':
    'Bildiriminiz, teslimde açıkça görülen hasar için 3 iş günlük süreden sonra geldi. Yine de kaydettik ve inceleyeceğiz; ' +
    'hasar ilk bakışta görülmeyen türdense 14 günlük süre içindesiniz. Açıkça görülen bir hasarda süre geçtiği için yasal tazminat hakkı sona ermiş olabilir.',
  late:
    'Bildiriminiz, yasal bildirim sürelerinin (3 iş günü ve 14 gün) ardından geldi. Yine de kaydettik ve inceleyeceğiz; ' +
    'ancak süre geçtiği için yasal tazminat hakkı sona ermiş olabilir ve talebinizi iyi niyetle değerlendiririz.',
};

export const TIMELINESS_LABELS: Record<Timeliness, string> = {
  'on-time': 'Süresinde',
  'late-visible': 'Geç (3 iş günü geçti)',
  late: 'Geç (14 gün geçti)',
};
