import { dayLabel, type Slot } from '@/lib/calendar';

const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900';

/**
 * The start of a survey staff book or move (lib/calendar/staff-survey-form.ts), the same on the
 * lead page and the calendar's survey page: an offered slot, or, opened on purpose, a time
 * outside the offered slots (agreed by phone), which wins when filled. Plain form fields.
 */
export function SurveyStartFields({
  idPrefix,
  days,
  surveyors,
  label,
}: {
  idPrefix: string;
  days: { date: string; slots: Slot[] }[];
  surveyors: number;
  label: string;
}) {
  return (
    <div className="grid gap-2">
      {days.length === 0 ? (
        <p className="text-sm text-slate-700">Önümüzdeki 14 günde boş keşif saati yok.</p>
      ) : (
        <div>
          <label htmlFor={`${idPrefix}-slot`} className="text-sm font-semibold text-slate-800">
            {label}
          </label>
          <select id={`${idPrefix}-slot`} name="slot" className={FIELD} defaultValue="">
            <option value="" disabled>
              Seçin
            </option>
            {days.map((day) => (
              <optgroup key={day.date} label={dayLabel(day.date)}>
                {day.slots.map((s) => (
                  <option key={s.startsAt} value={s.startsAt}>
                    {dayLabel(day.date)} {s.time}
                    {surveyors > 1 ? ` (${s.free} boş)` : ''}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      <details className="rounded-lg bg-slate-50 p-3" open={days.length === 0}>
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-slate-800">
          Listede olmayan bir saat (telefonda anlaşılan)
        </summary>
        <p className="mt-1 text-sm text-slate-600">
          Doldurursanız listedeki seçim yerine bu saat kullanılır. Kayıtta “sunulan saatlerin dışında” diye görünür;
          aynı saatte keşifçi sayısından fazla keşif verilemez.
        </p>
        <label htmlFor={`${idPrefix}-outside`} className="mt-2 block text-sm font-semibold text-slate-800">
          Başlangıç (İstanbul saati)
        </label>
        <input id={`${idPrefix}-outside`} type="datetime-local" name="outsideAt" step={900} className={FIELD} />
      </details>
    </div>
  );
}
