import Link from 'next/link';
import { calendarHref } from '@/lib/admin/paths';
import { capacityLabel, formatDayLong, isDay } from '@/lib/calendar';
import { capacityByDay } from '@/lib/calendar/index.server';
import { getDb } from '@/lib/db/kysely.server';

/**
 * Shown beside "Teklifi gönder" when the draft's move date is already full (or busy): staff
 * see it before the offer goes out and can still send it (the customer may want that day).
 */
export async function FullDayWarning({ day }: { day: string | null | undefined }) {
  if (!day || !isDay(day)) return null;
  let capacity;
  try {
    capacity = (await capacityByDay(await getDb(), day, day)).get(day);
  } catch {
    return null;
  }
  if (!capacity?.busy) return null;
  return (
    <p
      role="alert"
      data-testid="offer-full-day"
      className={`mt-3 rounded-lg border p-3 text-sm ${capacity.full ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
    >
      <strong>
        {formatDayLong(day)} {capacity.full ? 'dolu' : 'yoğun'}:
      </strong>{' '}
      {capacityLabel(capacity)} ayrılmış.{' '}
      {capacity.full
        ? 'Bu tarihle gönderirseniz ek araç veya ekip bulmanız gerekir; yine de gönderebilirsiniz.'
        : 'Bu gün kapasitenin büyük bölümü dolu.'}{' '}
      <Link href={calendarHref({ view: 'gun', day })} className="font-semibold underline">
        Takvimde gör
      </Link>
    </p>
  );
}
